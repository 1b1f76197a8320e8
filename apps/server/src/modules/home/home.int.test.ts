import { randomUUID } from 'node:crypto';
import type { HomeData } from '@vigila/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, cases, feedback, monitoredSources } from '../../db/schema/index.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildOrg } from '../../test/factories.ts';
import { buildItem } from '../../test/item-factory.ts';
import { startMemberApp, type MemberApp } from '../../test/member-app.ts';

const kinds = await testDatabaseKinds();
const DAY_MS = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY_MS);

describe.each(kinds)('GET /home on %s', (kind) => {
  let k: MemberApp;
  let home: HomeData;

  // The seriousness fields are generated columns of the form (db/schema/cases.ts), not in the inferred type.
  type CaseValues = Partial<typeof cases.$inferInsert> & { hospitalization?: boolean };
  const addCase = async (orgId: string, values: CaseValues = {}) => {
    const id = randomUUID();
    const row: CaseValues = {
      id,
      orgId,
      referenceId: `ref-${id}`,
      source: 'email',
      username: 'sender@example.test',
      publishedAt: new Date(),
      dayZero: new Date(),
      ...values,
    };
    row.latestReceiptAt ??= row.dayZero;
    await k.t.database.db.insert(cases).values(row as typeof cases.$inferInsert);
    return id;
  };
  const completed = (orgId: string, caseId: string, createdAt = new Date()) => ({
    orgId,
    actorUserId: k.memberUserId,
    type: 'case.status_changed',
    data: { case_id: caseId, field: 'status', old: 'progress', new: 'completed' },
    createdAt,
  });
  const verdicts = (orgId: string, flag: string, verdict: string, n: number) =>
    Array.from({ length: n }, () => ({
      id: randomUUID(),
      orgId,
      source: 'email',
      userId: k.memberUserId,
      flag,
      verdict,
    }));

  beforeAll(async () => {
    // First, Acme Pharma: a few pending flagged items, one waiting for review, one too old for the trends.
    k = await startMemberApp(kind, { workers: false });
    const { db } = k.t.database;
    const item = (overrides: Parameters<typeof buildItem>[1]) => buildItem(db, overrides);
    const orgId = k.orgId;
    await item({ orgId, source: 'email', adr: true });
    await item({ orgId, source: 'email', adr: true, pqc: true });
    await item({ orgId, source: 'email' });
    await item({ orgId, source: 'youtube', sourceKey: 'chan', mi: true, publishedAt: ago(21) });
    await item({ orgId, source: 'literature', sourceKey: 'aspirin', adr: true });
    await item({ orgId, source: 'amazon', sourceKey: 'B000', adr: true, statusId: 2 });
    await item({ orgId, source: 'email', adr: true, publishedAt: ago(20 * 7) });

    // Its cases: one due within a week, one overdue (serious, assigned), one fresh, one made five weeks ago, one done.
    await addCase(orgId, { dayZero: ago(85) });
    await addCase(orgId, { dayZero: ago(20), hospitalization: true, assigneeId: k.memberUserId });
    await addCase(orgId);
    await addCase(orgId, { createdAt: ago(35) });
    const done = await addCase(orgId, { dayZero: ago(100), status: 'completed' });
    // Completed, reopened and completed again in the same week: closed once that week.
    await db.insert(auditEvents).values([completed(orgId, done), completed(orgId, done)]);

    // Train AI: ADR confirmed 3 times, wrong once, missed once; nothing on PQC.
    await db
      .insert(feedback)
      .values([
        ...verdicts(orgId, 'adr', 'correct', 3),
        ...verdicts(orgId, 'adr', 'incorrect', 1),
        ...verdicts(orgId, 'adr', 'missed', 1),
        ...verdicts(orgId, 'mi', 'correct', 1),
      ]);

    // A monitored channel whose last sync failed, twice lately and once long ago.
    const sourceId = randomUUID();
    await db.insert(monitoredSources).values({
      id: sourceId,
      orgId,
      source: 'youtube',
      key: 'chan',
      schedule: 'daily',
      lastSync: {
        outcome: 'failed',
        fetched: 0,
        added: 0,
        existing: 0,
        warnings: [],
        error: 'The channel could not be read',
        finished_at: '2026-01-02T03:04:05.000Z',
      },
    });
    const failed = (createdAt: Date) => ({
      orgId,
      actorUserId: null,
      type: 'source.sync_failed',
      data: { sourceId, source: 'youtube', key: 'chan', error: 'down' },
      createdAt,
    });
    await db.insert(auditEvents).values([failed(ago(1)), failed(ago(2)), failed(ago(60))]);

    // Then, another organisation with the same kinds of rows: none of them may count for Acme.
    const other = await buildOrg(db, 'Third Co');
    for (let index = 0; index < 3; index += 1)
      await item({ orgId: other.id, source: 'email', adr: true, pqc: true, mi: true });
    const otherCase = await addCase(other.id, { dayZero: ago(30), hospitalization: true });
    await db.insert(auditEvents).values(completed(other.id, otherCase));
    await db.insert(feedback).values(verdicts(other.id, 'adr', 'incorrect', 5));
    await db.insert(monitoredSources).values({
      id: randomUUID(),
      orgId: other.id,
      source: 'amazon',
      key: 'B999',
      schedule: 'off',
    });

    const response = await k.call('GET', '/api/home', k.member);
    expect(response.statusCode, response.body).toBe(200);
    home = response.json<{ data: HomeData }>().data;
  });
  afterAll(() => k.t.close());

  it('counts pending flagged items per source from the counters, and only pending ones', () => {
    expect(home.pending).toEqual([
      { source: 'email', flagged: 3, adr: 3, pqc: 1, mi: 0 },
      { source: 'literature', flagged: 1, adr: 1, pqc: 0, mi: 0 },
      { source: 'youtube', flagged: 1, adr: 0, pqc: 0, mi: 1 },
    ]);
  });

  it('counts open cases due within a week, overdue and unassigned', () => {
    expect(home.cases).toEqual({ open: 4, due_soon: 1, overdue: 1, unassigned: 3 });
  });

  it('gives twelve weeks of items by source and flag, and of cases opened and closed', () => {
    expect(home.weeks).toHaveLength(12);
    const thisWeek = home.weeks[11];
    const threeWeeksAgo = home.weeks[8];
    expect(home.item_weeks).toEqual(
      expect.arrayContaining([
        { week: thisWeek, source: 'email', items: 3, adr: 2, pqc: 1, mi: 0 },
        { week: thisWeek, source: 'amazon', items: 1, adr: 1, pqc: 0, mi: 0 },
        { week: thisWeek, source: 'literature', items: 1, adr: 1, pqc: 0, mi: 0 },
        { week: threeWeeksAgo, source: 'youtube', items: 1, adr: 0, pqc: 0, mi: 1 },
      ]),
    );
    expect(home.item_weeks).toHaveLength(4);
    expect(home.case_weeks.find((week) => week.week === thisWeek)).toEqual({
      week: thisWeek,
      opened: 4,
      closed: 1,
    });
    expect(home.case_weeks[6]).toEqual({ week: home.weeks[6], opened: 1, closed: 0 });
  });

  it('gives per-flag precision and recall from the latest Train AI verdicts', () => {
    expect(home.quality.adr).toEqual({ precision: 0.75, recall: 0.75, correct: 3, incorrect: 1, missed: 1 });
    expect(home.quality.pqc).toMatchObject({ precision: null, recall: null });
    expect(home.quality.mi).toMatchObject({ precision: 1, recall: 1 });
  });

  it('shows each monitored source’s last sync and its failures over the last four weeks', () => {
    expect(home.sources).toEqual([
      {
        source: 'youtube',
        key: 'chan',
        label: null,
        last_sync_at: '2026-01-02T03:04:05.000Z',
        last_outcome: 'failed',
        last_error: 'The channel could not be read',
        failures: 2,
      },
    ]);
  });

  it('answers an organisation without data with zeros', async () => {
    const response = await k.call('GET', '/api/home', k.outsider);
    expect(response.statusCode).toBe(200);
    const empty = response.json<{ data: HomeData }>().data;
    expect(empty).toMatchObject({
      pending: [],
      cases: { open: 0, due_soon: 0, overdue: 0, unassigned: 0 },
      item_weeks: [],
      sources: [],
    });
    expect(empty.case_weeks.every((week) => week.opened === 0 && week.closed === 0)).toBe(true);
  });
});
