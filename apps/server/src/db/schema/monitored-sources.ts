import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LiteratureDatabase, MonitoredSource, SyncSchedule, SyncSummary } from '@vigila/domain';
import { orgs, users } from './identity.ts';

/**
 * What an organisation monitors (SPEC §2.6): an Instagram profile, a YouTube channel, an Amazon ASIN or a literature
 * search term. The key is stored normalised, so '@Name' and 'name' are one source; items point back to it through
 * items.source_key. last_sync holds the SyncSummary of the latest run, shown in Settings.
 */
export const monitoredSources = pgTable(
  'monitored_sources',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    source: text('source').notNull().$type<MonitoredSource>(),
    key: text('key').notNull(),
    /** Amazon product name (the sidebar shows it instead of the ASIN); null elsewhere. */
    label: text('label'),
    /** Literature: the databases searched for the term ('pubmed', 'ibecs'); empty for other sources. */
    databases: jsonb('databases').notNull().default([]).$type<LiteratureDatabase[]>(),
    schedule: text('schedule').notNull().$type<SyncSchedule>(),
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }),
    lastSync: jsonb('last_sync').$type<SyncSummary>(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('monitored_sources_org_source_key').on(t.orgId, t.source, t.key),
    index('monitored_sources_org_created_idx').on(t.orgId, t.createdAt),
  ],
);
