import { bigint, boolean, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { orgs } from './identity.ts';

/**
 * How many items an organisation has per source, sub-list key, literature database, status and flags: what the
 * tiles, the triage badge and the list totals read instead of counting items (issue 12). Kept by statement
 * triggers on `items` in the same transaction as the change (migration 0014), so it is never behind a commit.
 * `source_key` '' is the whole source; an item is counted once there and once under each of its keys (a literature
 * article under every search term that found it). `database` '' is "none". Flags not yet analysed count as false.
 */
export const itemCounts = pgTable(
  'item_counts',
  {
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    sourceKey: text('source_key').notNull(),
    database: text('database').notNull(),
    statusId: smallint('status_id').notNull(),
    adr: boolean('adr').notNull(),
    pqc: boolean('pqc').notNull(),
    mi: boolean('mi').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'item_counts_pkey',
      columns: [t.orgId, t.source, t.sourceKey, t.database, t.statusId, t.adr, t.pqc, t.mi],
    }),
  ],
);
