import { listQuerySchema } from '@vigila/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildOrg } from '../../test/factories.ts';
import { buildItems } from '../../test/item-factory.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { plannerEstimate, withStatementTimeout } from './item-count-estimate.repository.ts';
import { countItemRows, countStatusTiles, matchingItemsQuery } from './item-list.repository.ts';
import { pageWithTotal } from './item-page-with-total.repository.ts';
import { estimateBySample } from './item-sample-estimate.repository.ts';

const kinds = await testDatabaseKinds();

describe.each(kinds)('counts that need the items on %s', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  let orgId: string;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(kind));
    orgId = (await buildOrg(database.db)).id;
    await buildItems(
      database.db,
      Array.from({ length: 3000 }, (_, i) => ({
        orgId,
        text: i % 3 === 0 ? `A rash after dose ${i}` : `Nothing to report ${i}`,
      })),
    );
    await database.db.execute(sql`analyze items`);
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  const scope = () => ({ orgId, sources: ['email' as const] });

  // A generous timeout: the exact path is what is tested here, on a CI machine busy with other test files.
  const QUICK_ENOUGH_MS = 5000;

  it('counts a text search exactly when the count is quick', async () => {
    const query = listQuerySchema.parse({ q: 'rash' });
    expect(await countItemRows(database.db, scope(), query, QUICK_ENOUGH_MS)).toEqual({
      n: 1000,
      estimated: false,
    });
    const tiles = await countStatusTiles(database.db, scope(), query, QUICK_ENOUGH_MS);
    expect(tiles).toEqual({
      counts: { triage: 0, pending: 1000, needs_review: 0, non_relevant: 0, total: 1000 },
      estimated: false,
    });
  });

  it('estimates a list from the planner, in the order of its size', async () => {
    const all = listQuerySchema.parse({});
    const estimate = await plannerEstimate(database.db, matchingItemsQuery(database.db, scope(), all));
    expect(estimate).toBeGreaterThan(1000);
    expect(estimate).toBeLessThan(9000);
  });

  it('reads a search page and its exact total in one statement, and counts a page past the end apart', async () => {
    const query = listQuerySchema.parse({ q: 'rash', page: '1' });
    const first = await pageWithTotal(database.db, scope(), query, { limit: 50, offset: 0 }, QUICK_ENOUGH_MS);
    expect(first?.total).toEqual({ n: 1000, estimated: false });
    expect(first?.rows).toHaveLength(50);
    expect(first?.rows.every((row) => row.text.includes('rash'))).toBe(true);
    const beyond = await pageWithTotal(
      database.db,
      scope(),
      query,
      { limit: 50, offset: 5000 },
      QUICK_ENOUGH_MS,
    );
    expect(beyond).toEqual({ rows: [], total: { n: 1000, estimated: false } });
  });

  it('estimates a search from a sample of the table, near the true count', async () => {
    const estimate = await estimateBySample(database.db, scope(), listQuerySchema.parse({ q: 'rash' }));
    // A third of the 3,000 e-mails match; the sample (the whole table, it is small) says so.
    expect(estimate).toBeGreaterThan(800);
    expect(estimate).toBeLessThan(1200);
  });

  if (kind === 'postgres') {
    it('stops a statement that runs past the timeout, and lets a quick one finish', async () => {
      const slow = await withStatementTimeout(database.db, 50, (tx) => tx.execute(sql`select pg_sleep(2)`));
      expect(slow).toBeUndefined();
      const quick = await withStatementTimeout(database.db, 5000, () => Promise.resolve('done'));
      expect(quick).toBe('done');
    });
  }
});
