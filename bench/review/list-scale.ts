import { listQuerySchema, type ParsedListQuery } from '@vigila/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { items } from '../../apps/server/src/db/schema/index.ts';
import { encodeListCursor } from '../../apps/server/src/modules/items/list-cursor.ts';
import { testDatabaseKinds } from '../../apps/server/src/test/databases.ts';
import { addMember, buildOrg, buildUser } from '../../apps/server/src/test/factories.ts';
import { startTestApp, type TestApp } from '../../apps/server/src/test/test-app.ts';
import { writeResult } from '../lib/results.ts';
import { benchmarkTexts } from './corpus.ts';
import { bareRunner, seedRows, time, timeCase, type ListCase } from './list-latency.ts';
import {
  barePageStatement,
  pageStatements,
  tilesStatement,
  triageBadgeStatement,
  type Statement,
} from './list-statements.ts';

const ITERATIONS = 60;
const PAGE_SIZE = 50;
/** Page 1000 of 50: the row the thousandth page starts after. */
const DEEP_OFFSET = 999 * PAGE_SIZE;

interface Timing {
  p50Ms: number;
  p95Ms: number;
}

const ratio = (figure: Timing, yardstick: Timing) => ({
  p50: Math.round((figure.p50Ms / yardstick.p50Ms) * 10) / 10,
  p95: Math.round((figure.p95Ms / yardstick.p95Ms) * 10) / 10,
});

/** Seeds `orgs` organisations of `perOrg` e-mails each, 1,000 rows per statement (the counters' triggers run). */
async function seed(t: TestApp, orgs: number, perOrg: number) {
  const { db } = t.database;
  const texts = benchmarkTexts();
  const made: { orgId: string; token: string }[] = [];
  for (let o = 0; o < orgs; o += 1) {
    const org = await buildOrg(db, `Bench Pharma ${o + 1}`);
    const user = await buildUser(db);
    await addMember(db, org.id, user.id);
    for (let start = 0; start < perOrg; start += 1000) {
      await db.insert(items).values(seedRows(org.id, Math.min(1000, perOrg - start), texts, start));
    }
    made.push({ orgId: org.id, token: await t.issuer.mintToken({ sub: user.id }) });
  }
  await db.execute(sql`vacuum analyze items`);
  return made;
}

/** Every case of one organisation: the API call (p50/p95) and its statements on the driver alone. */
async function measureOrg(t: TestApp, orgId: string, token: string) {
  const { db } = t.database;
  const bare = bareRunner(t.database);
  const scope = { orgId, sources: ['email' as const] };
  const parse = (query: Record<string, string>): ParsedListQuery => listQuerySchema.parse(query);
  const all = parse({ status: 'all', page: '1000', page_size: String(PAGE_SIZE) });
  const [deep] = await db
    .select({ publishedAt: items.publishedAt, id: items.id })
    .from(items)
    .where(and(eq(items.orgId, orgId), eq(items.source, 'email')))
    .orderBy(desc(items.publishedAt), desc(items.id))
    .offset(DEEP_OFFSET - 1)
    .limit(1);
  if (!deep) throw new Error('not enough items for page 1000');
  const cursor = encodeListCursor(deep);
  const first = { limit: PAGE_SIZE, offset: 0 };
  const pending = parse({ status: 'pending', page: '1', page_size: String(PAGE_SIZE) });

  const yardstick = await time(
    () => bare.run(...args(barePageStatement(db, scope, pending, first))),
    ITERATIONS,
  );
  const cases: ListCase[] = [
    {
      name: 'list page 1 (pending)',
      url: `/api/emails?status=pending&page=1&page_size=${PAGE_SIZE}`,
      statements: pageStatements(db, scope, pending, first),
    },
    {
      name: 'list page 1000 by cursor',
      url: `/api/emails?status=all&page=1000&page_size=${PAGE_SIZE}&cursor=${cursor}`,
      statements: pageStatements(db, scope, all, { limit: PAGE_SIZE, offset: 0, after: deep }),
    },
    {
      name: 'list page 1000 by page number (offset, the spec’s form)',
      url: `/api/emails?status=all&page=1000&page_size=${PAGE_SIZE}`,
      statements: pageStatements(db, scope, all, { limit: PAGE_SIZE, offset: DEEP_OFFSET }),
    },
    { name: 'tiles', url: '/api/emails/counts', statements: [tilesStatement(db, scope, parse({}))] },
    { name: 'triage badge', url: '/api/triage/count', statements: [triageBadgeStatement(db, orgId)] },
    {
      name: 'text search "rash", page 1 with its exact total',
      url: `/api/emails?q=rash&page=1&page_size=${PAGE_SIZE}`,
      statements: pageStatements(db, scope, parse({ q: 'rash', page: '1' }), first),
    },
  ];
  const results = [];
  for (const c of cases) {
    const timed = await timeCase(t, token, bare, c, ITERATIONS);
    results.push({ ...timed, apiToBarePage: ratio(timed.api, yardstick) });
  }
  await bare.close();
  return { barePageQuery: yardstick, cases: results };
}

const args = (statement: Statement): [string, unknown[]] => [statement.sql, statement.params];

/**
 * Lists at scale on PostgreSQL (issue 12): one organisation of 1,000,000 e-mails, then ten of 100,000 in one
 * database (the figures of the first of them). Each case is timed through the API and as its bare statements, and
 * given as a ratio to the bare page query of the same run, so machines compare.
 */
export async function benchListScale(): Promise<string> {
  if (!(await testDatabaseKinds()).includes('postgres')) throw new Error('PostgreSQL is not reachable');
  const layouts = [
    { name: 'one organisation of 1,000,000 items', orgs: 1, perOrg: 1_000_000 },
    { name: 'ten organisations of 100,000 items', orgs: 10, perOrg: 100_000 },
  ];
  const figures = [];
  for (const layout of layouts) {
    const t = await startTestApp('postgres', { workers: false });
    try {
      const seeding = performance.now();
      const orgs = await seed(t, layout.orgs, layout.perOrg);
      const seededSeconds = Math.round((performance.now() - seeding) / 100) / 10;
      const [measured] = orgs;
      if (!measured) throw new Error('no organisation');
      figures.push({
        layout: layout.name,
        seededSeconds,
        ...(await measureOrg(t, measured.orgId, measured.token)),
      });
    } finally {
      await t.close();
    }
  }
  return writeResult('review-list-scale', {
    description:
      'Lists at scale on PostgreSQL: the API call (app.inject: token, membership, validation, SQL, presenters) ' +
      'and the bare statements it runs, p50/p95 over ' +
      `${ITERATIONS} runs, and the API figures as ratios to the bare page query (page 1 of pending) of the same run.`,
    goal: 'p95 < 50 ms for every case at 1,000,000 items',
    layouts: figures,
  });
}
