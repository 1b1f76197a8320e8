import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { items } from '../db/schema/index.ts';
import type { ItemRow } from '../modules/items/items.repository.ts';

export type ItemOverrides = Partial<typeof items.$inferInsert> & Pick<ItemRow, 'orgId'>;

let sequence = 0;

/**
 * An item row written straight to the table (no job, no audit): the fixture for list, status and triage tests.
 * Defaults: a pending, analysed e-mail without flags, published now; override anything.
 */
export async function buildItem(db: Db, overrides: ItemOverrides): Promise<ItemRow> {
  sequence += 1;
  const [row] = await db
    .insert(items)
    .values({
      id: randomUUID(),
      source: 'email',
      externalId: `ext-${sequence}-${randomUUID()}`,
      author: 'sender@example.test',
      title: `Item ${sequence}`,
      text: `Body of item ${sequence}`,
      publishedAt: new Date(),
      aiStatus: 'processed',
      adr: false,
      pqc: false,
      mi: false,
      data: {},
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('buildItem inserted nothing');
  return row;
}

/** Many items in one statement (list and count tests, benchmarks). */
export async function buildItems(db: Db, rows: ItemOverrides[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(items).values(
      rows.slice(start, start + 1000).map((overrides) => {
        sequence += 1;
        return {
          id: randomUUID(),
          source: 'email',
          externalId: `ext-${sequence}-${randomUUID()}`,
          text: `Body of item ${sequence}`,
          publishedAt: new Date(),
          aiStatus: 'processed',
          data: {},
          ...overrides,
        };
      }),
    );
  }
}
