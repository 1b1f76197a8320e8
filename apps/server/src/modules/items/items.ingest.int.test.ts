import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditEvents, items } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { startJobQueue } from '../../jobs/pg-boss-queue.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildOrg } from '../../test/factories.ts';
import { fixedAnalyzer } from '../../test/fixed-analyzer.ts';
import { openTestDatabase, recordingLogger } from '../../test/test-database.ts';
import { sameAnalyzerForAll } from '../../analysis/org-analyzers.ts';
import { registerAnalyzeItemWorker } from './analyze-item.job.ts';
import { ingestItems, type NewItem } from './items.ingest.ts';
import { archiveItem, findItem, updateItemContent } from './items.repository.ts';

const kinds = await testDatabaseKinds();

async function eventually(check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(kinds)('item ingestion and analysis on %s', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  let jobs: JobQueue;
  let orgId: string;
  const analyzer = fixedAnalyzer();

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(kind));
    jobs = await startJobQueue({
      database,
      log: recordingLogger(),
      pollingIntervalSeconds: 0.5,
      retryDelaySeconds: 1,
    });
    await registerAnalyzeItemWorker({ db: database.db, jobs, analyzers: sameAnalyzerForAll(analyzer) });
    orgId = (await buildOrg(database.db)).id;
  });
  afterAll(async () => {
    await jobs.stop();
    await database.close();
    await drop();
  });

  const email = (externalId: string, text: string): NewItem => ({
    orgId,
    source: 'email',
    externalId,
    author: 'patient@example.test',
    title: `Subject ${externalId}`,
    text,
    publishedAt: new Date('2024-05-01T10:00:00Z'),
    data: { recipient: 'pv@acme.test' },
  });

  const itemRow = async (id: string) => findItem(database.db, orgId, 'email', id);

  it('creates new items once, returns existing ones unchanged, audits each creation, and analyses them', async () => {
    const first = await ingestItems(
      database.db,
      jobs,
      [email('a', 'ADR after the tablet'), email('b', 'thanks. Footer: confidential')],
      {
        actorUserId: null,
      },
    );
    expect(first.map((r) => r.created)).toEqual([true, true]);

    const again = await ingestItems(
      database.db,
      jobs,
      [email('a', 'changed text'), email('c', 'PQC: broken'), email('c', 'dup')],
      {
        actorUserId: 'user-1',
      },
    );
    expect(again.map((r) => r.created)).toEqual([false, true, false]);
    expect(again[0]?.id).toBe(first[0]?.id);
    expect(again[2]?.id).toBe(again[1]?.id);

    const created = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.orgId, orgId), eq(auditEvents.type, 'item.created')))
      .orderBy(asc(auditEvents.id));
    expect(created).toHaveLength(3);

    const ids = [first[0]?.id, first[1]?.id, again[1]?.id].map(String);
    await eventually(async () => {
      const rows = await Promise.all(ids.map(itemRow));
      return rows.every((row) => row?.aiStatus === 'processed');
    });
    const a = await itemRow(ids[0] ?? '');
    expect(a).toMatchObject({
      text: 'ADR after the tablet',
      adr: true,
      pqc: false,
      mi: false,
      adrReason: 'mentions ADR',
    });
    expect(a).toMatchObject({ reactionTerm: 'headache', analyzer: 'fixed@1', statusId: 1, aiError: null });
    expect((await itemRow(ids[2] ?? ''))?.pqc).toBe(true);
    // The parts the analyser set aside are stored with its flags (issue 27); none is stored as none.
    expect((await itemRow(ids[1] ?? ''))?.setAside).toEqual([{ start: 8, end: 28 }]);
    expect(a?.setAside).toBeNull();
    const analysedTexts = analyzer.inputs.map((input) => input.text).sort();
    expect(analysedTexts).toEqual(['ADR after the tablet', 'PQC: broken', 'thanks. Footer: confidential']);
  });

  it('does not analyse when asked not to, and merges data updates', async () => {
    const [result] = await ingestItems(database.db, jobs, [email('rec', '')], {
      actorUserId: null,
      analyze: false,
    });
    const id = result?.id ?? '';
    await updateItemContent(database.db, orgId, id, { text: 'MI question', data: { duration_seconds: 12 } });
    const row = await itemRow(id);
    expect(row).toMatchObject({
      text: 'MI question',
      aiStatus: 'pending',
      data: { recipient: 'pv@acme.test', duration_seconds: 12 },
    });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await itemRow(id))?.aiStatus).toBe('pending');
  });

  it('shows an item as processing while a slow analyser works on it, and keeps a cut emoji readable', async () => {
    const cutEmoji = '\u{1F48A}'.slice(0, 1);
    const [result] = await ingestItems(database.db, jobs, [email('slow', `ADR slowly ${cutEmoji}`)], {
      actorUserId: null,
    });
    const id = result?.id ?? '';
    expect((await itemRow(id))?.text).toBe('ADR slowly \uFFFD');
    await eventually(async () => (await itemRow(id))?.aiStatus === 'processing');
    analyzer.releaseSlow();
    await eventually(async () => (await itemRow(id))?.aiStatus === 'processed');
    expect(await itemRow(id)).toMatchObject({ adr: true, aiError: null });
  });

  it('records a failure on the item after the last try', async () => {
    const [result] = await ingestItems(database.db, jobs, [email('boom', 'explode please')], {
      actorUserId: null,
    });
    const id = result?.id ?? '';
    await eventually(async () => (await itemRow(id))?.aiStatus === 'failed', 40_000);
    expect((await itemRow(id))?.aiError).toBe('analyser exploded');
    expect(analyzer.inputs.filter((input) => input.text === 'explode please')).toHaveLength(3);
  });

  it('archives an item of its organisation only, keeping the row; ingesting it again changes nothing', async () => {
    const [result] = await ingestItems(database.db, jobs, [email('del', 'bye')], {
      actorUserId: null,
      analyze: false,
    });
    const id = result?.id ?? '';
    const who = { id, userId: 'user-1' };
    expect(await archiveItem(database.db, 'org_other', 'email', who)).toBeNull();
    expect((await archiveItem(database.db, orgId, 'email', who))?.id).toBe(id);
    expect(await archiveItem(database.db, orgId, 'email', who)).toBeNull(); // archived already
    await ingestItems(database.db, jobs, [email('del', 'bye')], { actorUserId: null, analyze: false });
    const rows = await database.db.select().from(items).where(eq(items.id, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ archivedBy: 'user-1', archivedReason: 'item_removed', text: 'bye' });
    expect(rows[0]?.archivedAt).toBeInstanceOf(Date);
  });
});
