import { randomUUID } from 'node:crypto';
import { listQuerySchema, type ListQuery, type Source } from '@vigila/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { itemCounts, items, orgs } from '../../db/schema/index.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildOrg } from '../../test/factories.ts';
import { buildItems, type ItemOverrides } from '../../test/item-factory.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import {
  countTilesFromCounters,
  countTotalFromCounters,
  countTriageFromCounters,
} from './item-counts.repository.ts';
import { countersAnswer } from './item-counts.sql.ts';
import { reconcileItemCounts } from './item-counts-check.repository.ts';
import { countItemsQuery, statusTilesQuery } from './item-list.repository.ts';
import { triageCondition, type ListScope } from './item-list.sql.ts';

const kinds = await testDatabaseKinds();

/** A small deterministic generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return { pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T, next };
}

const TERMS = ['aspirin', 'ibuprofen AND rash', 'metformin'];
const FLAG_VALUES = [true, false, null] as const;

/** The list queries the tiles and totals are read for: every combination the counters must answer exactly. */
const QUERIES: ListQuery[] = [
  {},
  { status: 'pending' },
  { status: 'needs_review' },
  { status: 'non_relevant' },
  { ai_triage: 'true' },
  { flags: 'adr' },
  { flags: 'adr,mi' },
  { status: 'pending', flags: 'pqc' },
  { source_key: 'aspirin' },
  { source_key: 'metformin', status: 'pending', ai_triage: 'true' },
  { source_key: 'acme' },
  { databases: 'pubmed' },
  { databases: 'pubmed,ibecs', source_key: 'ibuprofen AND rash' },
];

describe.each(kinds)('item counters on %s', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  let orgId: string;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(kind));
    orgId = (await buildOrg(database.db)).id;
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  /** Every query's tiles and total from the counters equal an exact count over the items. */
  async function expectCountersExact(sources: readonly Source[]) {
    const { db } = database;
    for (const source of sources) {
      const scope: ListScope = { orgId, sources: [source] };
      for (const raw of QUERIES) {
        const query = listQuerySchema.parse(raw);
        expect(countersAnswer(query)).toBe(true);
        const [exactTiles] = await statusTilesQuery(db, scope, query);
        const [exactTotal] = await countItemsQuery(db, scope, query);
        const label = { source, query: raw };
        expect({ ...label, tiles: await countTilesFromCounters(db, scope, query) }).toEqual({
          ...label,
          tiles: exactTiles,
        });
        expect({ ...label, total: await countTotalFromCounters(db, scope, query) }).toEqual({
          ...label,
          total: exactTotal?.n,
        });
      }
      const [inbox] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(items)
        .where(and(eq(items.orgId, orgId), eq(items.source, source), triageCondition()));
      expect(await countTriageFromCounters(db, orgId, source)).toBe(inbox?.n);
    }
  }

  function randomItems(count: number, seed: number): ItemOverrides[] {
    const random = generator(seed);
    return Array.from({ length: count }, () => {
      const source = random.pick(['email', 'instagram', 'literature'] as const);
      const terms = [...new Set([random.pick(TERMS), random.pick(TERMS)])];
      return {
        orgId,
        source,
        sourceKey: source === 'email' ? null : source === 'literature' ? (terms[0] ?? null) : 'acme',
        statusId: random.pick([1, 1, 2, 3]),
        adr: random.pick(FLAG_VALUES),
        pqc: random.pick(FLAG_VALUES),
        mi: random.pick(FLAG_VALUES),
        data:
          source === 'literature' ? { search_terms: terms, database: random.pick(['pubmed', 'ibecs']) } : {},
      };
    });
  }

  const SOURCES = ['email', 'instagram', 'literature'] as const;

  it('counts multi-row inserts, and an insert that meets an existing item counts nothing twice', async () => {
    const rows = randomItems(400, 7);
    await buildItems(database.db, rows);
    const [first] = await database.db.select().from(items).where(eq(items.orgId, orgId)).limit(1);
    if (!first) throw new Error('no item');
    await database.db
      .insert(items)
      .values({ ...first, id: randomUUID() })
      .onConflictDoNothing();
    await expectCountersExact(SOURCES);
  });

  it('follows status and flag changes, new search terms and deletions, one row or many per statement', async () => {
    const { db } = database;
    const ids = (await db.select({ id: items.id }).from(items).where(eq(items.orgId, orgId))).map(
      (r) => r.id,
    );
    await db
      .update(items)
      .set({ statusId: 2 })
      .where(inArray(items.id, ids.slice(0, 60)));
    await db
      .update(items)
      .set({ adr: true, pqc: null })
      .where(inArray(items.id, ids.slice(40, 120)));
    await db
      .update(items)
      .set({ data: sql`jsonb_set(${items.data}, '{search_terms}', '["aspirin","metformin"]'::jsonb)` })
      .where(and(eq(items.source, 'literature'), inArray(items.id, ids.slice(100, 200))));
    for (const id of ids.slice(200, 210)) await db.update(items).set({ statusId: 3 }).where(eq(items.id, id));
    await db.update(items).set({ text: 'edited, nothing counted changes' }).where(eq(items.orgId, orgId));
    await db.delete(items).where(inArray(items.id, ids.slice(300, 350)));
    await expectCountersExact(SOURCES);
  });

  it('keeps the counters of a rolled-back transaction out', async () => {
    const { db } = database;
    const before = await countTriageFromCounters(db, orgId);
    await expect(
      db.transaction(async (tx) => {
        await tx.update(items).set({ statusId: 1, adr: true }).where(eq(items.orgId, orgId));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await countTriageFromCounters(db, orgId)).toBe(before);
    await expectCountersExact(SOURCES);
  });

  it('finds counters that drifted from the items, corrects them, and finds nothing the second time', async () => {
    const { db } = database;
    await db
      .update(itemCounts)
      .set({ n: sql`${itemCounts.n} + 5` })
      .where(and(eq(itemCounts.orgId, orgId), eq(itemCounts.source, 'email'), eq(itemCounts.statusId, 1)));
    await db.delete(itemCounts).where(and(eq(itemCounts.orgId, orgId), eq(itemCounts.source, 'instagram')));
    const drift = await reconcileItemCounts(db);
    expect(drift.counters).toBeGreaterThan(1);
    expect(drift.items).toBeGreaterThan(5);
    await expectCountersExact(SOURCES);
    expect(await reconcileItemCounts(db)).toEqual({ counters: 0, items: 0 });
  });

  it('lets an organisation be deleted, its counters with it', async () => {
    const { db } = database;
    const other = (await buildOrg(db, 'Leaving Org')).id;
    await buildItems(
      db,
      randomItems(30, 11).map((row) => ({ ...row, orgId: other })),
    );
    expect(
      await countTotalFromCounters(db, { orgId: other, sources: ['email'] }, listQuerySchema.parse({})),
    ).toBe(
      (
        await db
          .select()
          .from(items)
          .where(and(eq(items.orgId, other), eq(items.source, 'email')))
      ).length,
    );
    await db.delete(orgs).where(eq(orgs.id, other));
    expect(await db.select().from(itemCounts).where(eq(itemCounts.orgId, other))).toEqual([]);
    await expectCountersExact(SOURCES);
  });
});
