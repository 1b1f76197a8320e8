import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  auditEvents,
  cases,
  feedback,
  items,
  monitoredSources,
} from '../../apps/server/src/db/schema/index.ts';
import { testDatabaseKinds } from '../../apps/server/src/test/databases.ts';
import { addMember, buildOrg, buildUser } from '../../apps/server/src/test/factories.ts';
import { startTestApp, type TestApp } from '../../apps/server/src/test/test-app.ts';
import { countLatestVerdicts } from '../../apps/server/src/modules/feedback/feedback.repository.ts';
import {
  casesClosedQuery,
  casesOpenedQuery,
  itemWeeksQuery,
  openCasesQuery,
  pendingFlaggedQuery,
  sourceHealthQuery,
} from '../../apps/server/src/modules/home/home.repository.ts';
import { trendWindow } from '../../apps/server/src/modules/home/home-weeks.ts';
import { writeResult } from '../lib/results.ts';
import { benchmarkTexts } from '../review/corpus.ts';
import { seedRows, time } from '../review/list-latency.ts';

const ITEMS = 100_000;
const CASES = 5_000;
const VERDICTS = 3_000;
const SOURCES = 40;
const ITERATIONS = 40;
const DAY_MS = 86_400_000;
const SOURCE_NAMES = ['email', 'youtube', 'amazon', 'literature', 'instagram', 'recording'] as const;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += 1000) await insert(rows.slice(start, start + 1000));
}

/**
 * One organisation's data: `ITEMS` items of six sources published over the last 26 weeks (half inside the trends'
 * window), cases with their completions, Train AI verdicts and monitored sources with failed syncs.
 */
async function seedOrg(t: TestApp, name: string) {
  const { db } = t.database;
  const org = await buildOrg(db, name);
  const user = await buildUser(db);
  await addMember(db, org.id, user.id);
  const texts = benchmarkTexts();
  const now = Date.now();
  const rows = seedRows(org.id, ITEMS, texts).map((row, i) => ({
    ...row,
    source: SOURCE_NAMES[i % SOURCE_NAMES.length] ?? 'email',
    publishedAt: new Date(now - ((i * 7919) % 182) * DAY_MS - (i % 86_400) * 1000),
  }));
  await inBatches(rows, (batch) => db.insert(items).values(batch));
  const caseRows = Array.from({ length: CASES }, (_, i) => ({
    id: randomUUID(),
    orgId: org.id,
    referenceId: `bench-${i}`,
    source: 'email',
    username: 'sender@example.test',
    publishedAt: new Date(now - (i % 120) * DAY_MS),
    dayZero: new Date(now - (i % 120) * DAY_MS),
    latestReceiptAt: new Date(now - (i % 120) * DAY_MS),
    createdAt: new Date(now - (i % 120) * DAY_MS),
    status: i % 3 === 0 ? 'completed' : 'new',
    assigneeId: i % 4 === 0 ? user.id : null,
  }));
  await inBatches(caseRows, (batch) => db.insert(cases).values(batch));
  const completions = caseRows
    .filter((row) => row.status === 'completed')
    .map((row, i) => ({
      orgId: org.id,
      actorUserId: user.id,
      type: 'case.status_changed',
      data: { case_id: row.id, field: 'status', old: 'progress', new: 'completed' },
      createdAt: new Date(now - (i % 100) * DAY_MS),
    }));
  await inBatches(completions, (batch) => db.insert(auditEvents).values(batch));
  const verdicts = Array.from({ length: VERDICTS }, (_, i) => ({
    id: randomUUID(),
    orgId: org.id,
    source: 'email',
    userId: user.id,
    flag: ['adr', 'pqc', 'mi'][i % 3] ?? 'adr',
    verdict: ['correct', 'correct', 'incorrect', 'missed'][i % 4] ?? 'correct',
  }));
  await inBatches(verdicts, (batch) => db.insert(feedback).values(batch));
  const sources = Array.from({ length: SOURCES }, (_, i) => ({
    id: randomUUID(),
    orgId: org.id,
    source: 'youtube' as const,
    key: `channel-${i}`,
    schedule: 'daily' as const,
  }));
  await db.insert(monitoredSources).values(sources);
  const failures = sources.flatMap((source, i) =>
    Array.from({ length: i % 5 }, (_, n) => ({
      orgId: org.id,
      actorUserId: null,
      type: 'source.sync_failed',
      data: { sourceId: source.id, source: 'youtube', key: source.key, error: 'down' },
      createdAt: new Date(now - n * 3 * DAY_MS),
    })),
  );
  await inBatches(failures, (batch) => db.insert(auditEvents).values(batch));
  return { orgId: org.id, token: await t.issuer.mintToken({ sub: user.id }) };
}

/** Each of the call's statements alone (drizzle on the driver), p50/p95: which one the time goes to. */
async function timeStatements(t: TestApp, orgId: string) {
  const { db } = t.database;
  const now = new Date();
  const window = trendWindow(now, 12);
  const statements: Record<string, () => Promise<unknown>> = {
    'pending flagged (counters)': () => pendingFlaggedQuery(db, orgId),
    'open cases (regulatory clock)': () => openCasesQuery(db, orgId, 7),
    'items per week, source and flag': () => itemWeeksQuery(db, orgId, window),
    'cases opened per week': () => casesOpenedQuery(db, orgId, window),
    'cases closed per week (audit)': () => casesClosedQuery(db, orgId, window),
    'latest Train AI verdicts': () => countLatestVerdicts(db, orgId),
    'source health': () => sourceHealthQuery(db, orgId, new Date(now.getTime() - 28 * DAY_MS)),
  };
  const timings: Record<string, unknown> = {};
  for (const [name, run] of Object.entries(statements))
    timings[name] = await time(async () => {
      await run();
    }, ITERATIONS);
  return timings;
}

/**
 * GET /api/home at 100,000 items (issue 14): two organisations of that size in one database, the call of the first
 * timed through the API (token, membership, seven statements, presenter) and statement by statement, p50/p95 on
 * each database kind.
 */
export async function benchHomeCall(): Promise<string> {
  const figures: Record<string, unknown> = {};
  for (const kind of await testDatabaseKinds()) {
    const t = await startTestApp(kind, { workers: false });
    try {
      const seeding = performance.now();
      const measured = await seedOrg(t, 'Bench Pharma 1');
      await seedOrg(t, 'Bench Pharma 2');
      if (kind === 'postgres') await t.database.db.execute(sql`vacuum analyze`);
      const seededSeconds = Math.round((performance.now() - seeding) / 100) / 10;
      const api = await time(async () => {
        const response = await t.app.inject({
          method: 'GET',
          url: '/api/home',
          headers: { authorization: `Bearer ${measured.token}` },
        });
        if (response.statusCode !== 200) throw new Error(`GET /api/home answered ${response.body}`);
      }, ITERATIONS);
      figures[kind] = { seededSeconds, api, statements: await timeStatements(t, measured.orgId) };
    } finally {
      await t.close();
    }
  }
  return writeResult('home-call', {
    description:
      `GET /api/home through app.inject, p50/p95 over ${ITERATIONS} runs, for one of two organisations of ` +
      `${ITEMS.toLocaleString('en')} items (six sources over 26 weeks), ${CASES.toLocaleString('en')} cases, ` +
      `${VERDICTS.toLocaleString('en')} Train AI verdicts and ${SOURCES} monitored sources each.`,
    goal: 'p95 < 100 ms at 100,000 items on PostgreSQL',
    databases: figures,
  });
}
