import { sql } from 'drizzle-orm';
import { testDatabaseKinds, type TestDatabaseKind } from '../../apps/server/src/test/databases.ts';
import { addMember, buildOrg, buildUser } from '../../apps/server/src/test/factories.ts';
import { startTestApp } from '../../apps/server/src/test/test-app.ts';
import { writeResult } from '../lib/results.ts';
import { startGeneratedOutsideApis } from './generated-outside-apis.ts';

const RECORDS = 1000;

/** Each source's add call (SPEC §7.2) and the body that adds a source holding RECORDS records. */
const ADD_CALLS = [
  { source: 'literature (PubMed)', url: '/api/search-pubmed', payload: { searchTerms: 'budesonide' } },
  { source: 'literature (IBECS)', url: '/api/search-ibecs', payload: { searchTerms: 'farmacovigilancia' } },
  { source: 'youtube', url: '/api/youtube/comments', payload: { username: 'ChromeDevs' } },
  { source: 'instagram', url: '/api/scrape-instagram', payload: { profileUrl: 'bench.pharma' } },
  { source: 'amazon', url: '/api/amazon/load-reviews', payload: { asin: 'B0BENCH001' } },
] as const;

async function count(
  t: Awaited<ReturnType<typeof startTestApp>>,
  where: ReturnType<typeof sql>,
): Promise<number> {
  const result: unknown = await t.database.db.execute(
    sql`select count(*)::int as n from items where ${where}`,
  );
  return (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/**
 * One database: for each source, the add call reads RECORDS records from a local outside API through the product's
 * client, maps and ingests them (the call's time), then the analysis jobs flag every item (end to end).
 */
async function run(kind: TestDatabaseKind) {
  const outside = await startGeneratedOutsideApis(RECORDS);
  const t = await startTestApp(kind, { env: outside.env });
  const org = await buildOrg(t.database.db, 'Bench Pharma');
  const user = await buildUser(t.database.db, { name: 'Bench Reviewer' });
  await addMember(t.database.db, org.id, user.id);
  const headers = {
    authorization: `Bearer ${await t.issuer.mintToken({ sub: user.id, org_id: org.id, expiresIn: 3600 })}`,
  };
  const results = [];
  try {
    for (const call of ADD_CALLS) {
      const before = await count(t, sql`true`);
      const started = performance.now();
      const response = await t.app.inject({ method: 'POST', url: call.url, headers, payload: call.payload });
      const added = performance.now();
      if (response.statusCode !== 200)
        throw new Error(`${call.url} answered ${response.statusCode}: ${response.body}`);
      const stored = (await count(t, sql`true`)) - before;
      while ((await count(t, sql`ai_status in ('pending', 'processing')`)) > 0) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const analysed = performance.now();
      results.push({
        source: call.source,
        records: stored,
        addCallSeconds: Math.round(added - started) / 1000,
        ingestRecordsPerSecond: Math.round((stored * 1000) / (added - started)),
        endToEndSeconds: Math.round(analysed - started) / 1000,
        endToEndItemsPerSecond: Math.round((stored * 1000) / (analysed - started)),
      });
    }
  } finally {
    await t.close();
    await outside.close();
  }
  return results;
}

export async function benchSourceIngest(): Promise<string> {
  const figures: Record<string, unknown> = {};
  for (const kind of await testDatabaseKinds()) figures[kind] = await run(kind);
  return writeResult('sources-ingest-throughput', {
    description:
      `Per source: one add call reading ${RECORDS} records from a local replay of the outside API through the ` +
      'product client (fetch, map, ingest in one transaction), then every item analysed by the lexicon analyser.',
    ...figures,
  });
}
