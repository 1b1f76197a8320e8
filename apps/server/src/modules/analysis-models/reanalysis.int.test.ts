import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@vigila/domain';
import { auditEvents, items } from '../../db/schema/index.ts';
import { registerWorkers } from '../../workers.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildItem } from '../../test/item-factory.ts';
import { addManager, startMemberApp, type MemberApp } from '../../test/member-app.ts';
import type { TestApp } from '../../test/test-app.ts';

const kinds = await testDatabaseKinds();

interface Run {
  id: string;
  status: string;
  total: number;
  done: number;
}

describe.each(kinds)('re-analysing the pending items with the analyser in use, on %s', (kind) => {
  let app: MemberApp;
  let t: TestApp;
  let orgId: string;
  let manager: string;
  let technician: string;

  beforeAll(async () => {
    // Workers start later: first the jobs must wait, as after a restart.
    app = await startMemberApp(kind, { workers: false });
    ({ t, orgId, member: technician } = app);
    manager = await addManager(app);
    const { db } = t.database;
    for (const text of [
      'Since starting amoxicillin I have a rash all over my arms.',
      'The blister was empty when I opened the box of ibuprofen.',
      'Can I take paracetamol with my warfarin?',
    ])
      await buildItem(db, { orgId, text, analyzer: 'lexicon@0.9', adr: false, pqc: false, mi: false });
    // Reviewed items are not re-analysed.
    await buildItem(db, {
      orgId,
      text: 'Reviewed already',
      statusId: STATUS.nonRelevant,
      analyzer: 'lexicon@0.9',
    });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', token: string) => app.call(method, '/api/analysis/reanalysis', token);

  it('has no run before the first, and refuses a technician', async () => {
    expect((await call('GET', technician)).json()).toEqual({ success: true, data: null });
    expect((await call('POST', technician)).statusCode).toBe(403);
  });

  it('queues every pending item once and shows the progress; asked again, it answers the same run', async () => {
    const started = await call('POST', manager);
    expect(started.statusCode).toBe(202);
    const run = started.json<{ data: Run }>().data;
    expect(run).toMatchObject({ status: 'running', total: 3, done: 0 });
    const again = await call('POST', manager);
    expect(again.statusCode).toBe(202);
    expect(again.json<{ data: Run }>().data.id).toBe(run.id);
    const [audit] = await t.database.db
      .select({ n: count() })
      .from(auditEvents)
      .where(eq(auditEvents.type, 'analysis.reanalysis_started'));
    expect(audit?.n).toBe(1);
  });

  it('carries on when the workers start, and every item names the analyser that flagged it', async () => {
    await registerWorkers(t.services);
    const until = Date.now() + 60_000;
    let run = (await call('GET', technician)).json<{ data: Run }>().data;
    while (run.status !== 'completed' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      run = (await call('GET', technician)).json<{ data: Run }>().data;
    }
    expect(run).toMatchObject({ status: 'completed', total: 3, done: 3 });
    const rows = await t.database.db
      .select({ analyzer: items.analyzer, status: items.statusId, adr: items.adr })
      .from(items)
      .where(eq(items.orgId, orgId));
    const pending = rows.filter((row) => row.status === STATUS.pending);
    expect(pending.map((row) => row.analyzer)).toEqual(
      pending.map(() => expect.stringMatching(/^ensemble@\d+\.\d+\.\d+\+m-[0-9a-f]{12}$/) as unknown),
    );
    expect(pending.some((row) => row.adr === true)).toBe(true);
    expect(rows.find((row) => row.status === STATUS.nonRelevant)?.analyzer).toBe('lexicon@0.9');
  });
});
