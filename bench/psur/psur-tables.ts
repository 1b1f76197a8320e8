import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { cases, items, meddraReleases, meddraTerms } from '../../apps/server/src/db/schema/index.ts';
import { testDatabaseKinds } from '../../apps/server/src/test/databases.ts';
import { addMember, buildOrg, buildUser } from '../../apps/server/src/test/factories.ts';
import { startTestApp, type TestApp } from '../../apps/server/src/test/test-app.ts';
import {
  caseKeyCounts,
  lineListing,
  outcomeCounts,
  reactionCounts,
  scopedCases,
  seriousnessCounts,
} from '../../apps/server/src/modules/psur/psur.repository.ts';
import { flaggedItemCounts } from '../../apps/server/src/modules/psur/psur-flagged.repository.ts';
import { psurScope } from '../../apps/server/src/modules/psur/psur.service.ts';
import { writeResult } from '../lib/results.ts';
import { benchmarkTexts } from '../review/corpus.ts';
import { seedRows, time } from '../review/list-latency.ts';

const ITEMS = 100_000;
const CASES = 8_000;
const ITERATIONS = 30;
const DAY_MS = 86_400_000;
const PRODUCTS = [
  'Aspirin 100 mg',
  'Lamotrigine',
  'Metformin 850 mg',
  'Amoxicillin',
  'Atorvastatin',
] as const;
const SUBSTANCES = [
  'acetylsalicylic acid',
  'lamotrigine',
  'metformin',
  'amoxicillin',
  'atorvastatin',
] as const;
/** Synthetic PTs (the test release's codes, not MedDRA content) and the SOC each is in. */
const PTS = [
  ['96000001', 'Rash', '99000001', 'Skin disorders (synthetic)'],
  ['96000002', 'Pruritus', '99000001', 'Skin disorders (synthetic)'],
  ['96000005', 'Headache', '99000002', 'Nervous system disorders (synthetic)'],
  ['96000006', 'Dizziness', '99000002', 'Nervous system disorders (synthetic)'],
  ['96000007', 'Nausea', '99000003', 'Gastrointestinal disorders (synthetic)'],
  ['96000008', 'Hepatitis', '99000004', 'Hepatobiliary disorders (synthetic)'],
] as const;
const TERMS = ['stomach ache', 'felt weird', 'tiredness', 'palpitations', 'hair loss'] as const;
const SOURCE_NAMES = [
  'email',
  'youtube',
  'amazon',
  'literature',
  'instagram',
  'recording',
  'manual',
] as const;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += 500) await insert(rows.slice(start, start + 500));
}

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

/** The product of case `i`: aspirin in 40 % of cases (the measured product), the rest spread over four others. */
const productOf = (i: number) => ((i * 7) % 10 < 4 ? 0 : 1 + (i % 4));

function reaction(i: number, n: number) {
  const coded = (i + n) % 3 !== 0;
  const pt = pick(PTS, i * 3 + n);
  return {
    reaction_term: coded ? pt[1] : pick(TERMS, i + n),
    reaction_meddra_pt_code: coded ? pt[0] : null,
    reaction_outcome: pick(['1', '2', '3', '4', '5', '0', null], i + n),
    hospitalization: (i + n) % 5 === 0,
    death: (i + n) % 97 === 0,
  };
}

/** One case: its first drug and reaction in the columns, one or two more of each in additional_entries. */
function caseRow(orgId: string, i: number, now: number) {
  const product = productOf(i);
  const day = new Date(now - ((i * 7919) % (3 * 365)) * DAY_MS - (i % 86_400) * 1000);
  const first = reaction(i, 0);
  const concomitant = { medicinal_product: pick(PRODUCTS, product + 1), drug_role: '2' };
  return {
    id: randomUUID(),
    orgId,
    referenceId: `PSUR-${i}`,
    source: pick(SOURCE_NAMES, i),
    username: 'sender@example.test',
    publishedAt: day,
    dayZero: day,
    latestReceiptAt: day,
    createdAt: day,
    status: pick(['new', 'progress', 'completed'], i),
    medicinal_product: pick(PRODUCTS, product),
    active_substance: pick(SUBSTANCES, product),
    drug_role: '1',
    dose_amount: '100',
    dose_unit: 'mg',
    route_of_administration: '048',
    occur_country: pick(['ES', 'FR', 'DE', 'US', null], i),
    age: String(20 + (i % 60)),
    age_unit: '801',
    gender: pick(['1', '2'], i),
    ...first,
    additionalEntries: {
      G: i % 2 === 0 ? [concomitant] : [concomitant, { medicinal_product: 'Paracetamol', drug_role: '1' }],
      E: Array.from({ length: i % 3 }, (_, n) => reaction(i, n + 1)),
    },
  };
}

async function seedOrg(t: TestApp, name: string, caseCount: number) {
  const { db } = t.database;
  const org = await buildOrg(db, name);
  const user = await buildUser(db);
  await addMember(db, org.id, user.id);
  const now = Date.now();
  const texts = benchmarkTexts();
  // Items over the last two years; one in ten names a product (what the flagged-items table looks for).
  const rows = seedRows(org.id, ITEMS, texts).map((row, i) => ({
    ...row,
    source: pick(SOURCE_NAMES.slice(0, 6), i),
    text: i % 10 === 0 ? `${row.text} (taking ${pick(PRODUCTS, i).split(' ')[0] ?? ''})` : row.text,
    publishedAt: new Date(now - ((i * 7919) % 730) * DAY_MS - (i % 86_400) * 1000),
  }));
  await inBatches(rows, (batch) => db.insert(items).values(batch));
  const caseRows = Array.from({ length: caseCount }, (_, i) => caseRow(org.id, i, now));
  await inBatches(caseRows, (batch) => db.insert(cases).values(batch as (typeof cases.$inferInsert)[]));
  const releaseId = randomUUID();
  await db
    .insert(meddraReleases)
    .values({ id: releaseId, orgId: org.id, version: '27.1', language: 'en', active: true });
  await db.insert(meddraTerms).values(
    PTS.map(([code, ptName, socCode, socName]) => ({
      releaseId,
      orgId: org.id,
      lltCode: code,
      lltName: ptName,
      ptCode: code,
      ptName,
      socCode,
      socName,
      current: true,
    })),
  );
  return { orgId: org.id, orgName: name, userId: user.id, token: await t.issuer.mintToken({ sub: user.id }) };
}

const iso = (at: number) => new Date(at).toISOString().slice(0, 10);

/** Each statement of the call alone (drizzle on the driver), p50/p95. */
async function timeStatements(
  t: TestApp,
  org: { orgId: string; orgName: string; userId: string },
  from: string,
  to: string,
) {
  const { db } = t.database;
  const caller = {
    userId: org.userId,
    orgId: org.orgId,
    orgName: org.orgName,
    roles: ['technician' as const],
  };
  const scope = psurScope(caller, { product: 'aspirin', from, to });
  const scoped = await scopedCases(db, scope);
  const statements: Record<string, () => Promise<unknown>> = {
    'product cases (drug match)': () => scopedCases(db, scope),
    'reactions by SOC/PT': () => reactionCounts(db, scope, scoped),
    seriousness: () => seriousnessCounts(db, scope, scoped),
    outcome: () => outcomeCounts(db, scope, scoped),
    sources: () => caseKeyCounts(db, scope, scoped, 'source'),
    countries: () => caseKeyCounts(db, scope, scoped, 'country'),
    'line listing (1,000 rows)': () => lineListing(db, scope, scoped, 1000),
    'flagged items naming the product': () => flaggedItemCounts(db, scope, 'aspirin'),
  };
  const timings: Record<string, unknown> = {
    scopedCases: { cumulative: scoped.length, interval: scoped.filter((row) => row.in_interval).length },
  };
  for (const [name, run] of Object.entries(statements))
    timings[name] = await time(async () => {
      await run();
    }, ITERATIONS);
  return timings;
}

/**
 * GET /api/psur at 100,000 items and 8,000 cases (issue 14): the tables of the product in 40 % of the cases for the
 * last year, through the API and statement by statement, and the line listing's CSV, p50/p95 on each database kind.
 */
export async function benchPsurTables(): Promise<string> {
  const figures: Record<string, unknown> = {};
  const now = Date.now();
  const from = iso(now - 364 * DAY_MS);
  const to = iso(now);
  const query = `product=aspirin&from=${from}&to=${to}`;
  for (const kind of await testDatabaseKinds()) {
    const t = await startTestApp(kind, { workers: false });
    try {
      const seeding = performance.now();
      const measured = await seedOrg(t, 'Bench Pharma 1', CASES);
      await seedOrg(t, 'Bench Pharma 2', CASES / 4);
      if (kind === 'postgres') await t.database.db.execute(sql`vacuum analyze`);
      const seededSeconds = Math.round((performance.now() - seeding) / 100) / 10;
      const call = (url: string) => async () => {
        const response = await t.app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${measured.token}` },
        });
        if (response.statusCode !== 200) throw new Error(`${url} answered ${response.body.slice(0, 300)}`);
      };
      const api = await time(call(`/api/psur?${query}`), ITERATIONS);
      const csv = await time(call(`/api/psur/export?table=line-listing&${query}`), ITERATIONS);
      figures[kind] = {
        seededSeconds,
        api,
        lineListingCsv: csv,
        statements: await timeStatements(t, measured, from, to),
      };
    } finally {
      await t.close();
    }
  }
  return writeResult('psur-tables', {
    description:
      `GET /api/psur (every table) and GET /api/psur/export?table=line-listing through app.inject, p50/p95 over ` +
      `${ITERATIONS} runs, for one of two organisations of ${ITEMS.toLocaleString('en')} items (six sources over two ` +
      `years, one in ten naming a product) and ${CASES.toLocaleString('en')} / ${(CASES / 4).toLocaleString('en')} cases ` +
      `(three years; 1-3 drugs and 1-3 reactions each, two thirds MedDRA-coded); the product is in 40 % of the cases, ` +
      `the interval the last 365 days.`,
    goal: 'p95 < 300 ms at 100,000 items and 8,000 cases on PostgreSQL (not met under load: see docs/decisions/0023-psur.md)',
    databases: figures,
  });
}
