import type { MeddraLanguage } from '@vigila/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orgs, users } from './identity.ts';

/**
 * The MedDRA releases an organisation loaded (decision 0018). MedDRA is licensed per organisation, so each keeps
 * its own; at most one is active per language, and only the active one is searched and used for coding.
 */
export const meddraReleases = pgTable(
  'meddra_releases',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    language: text('language').notNull().$type<MeddraLanguage>(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    active: boolean('active').notNull().default(false),
    lltCount: integer('llt_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('meddra_releases_one_active_idx')
      .on(t.orgId, t.language)
      .where(sql`${t.active}`),
    index('meddra_releases_org_idx').on(t.orgId, t.uploadedAt),
  ],
);

/**
 * One LLT of a release, flattened with its PT and the PT's primary SOC (mdhier.asc), so the type-ahead and the
 * analyser's coding read one row. org_id repeats the release's so every statement can match the organisation
 * directly (tenancy). The trigram index on llt_name is created by the migration when pg_trgm is there.
 */
export const meddraTerms = pgTable(
  'meddra_terms',
  {
    releaseId: text('release_id')
      .notNull()
      .references(() => meddraReleases.id, { onDelete: 'cascade' }),
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    lltCode: text('llt_code').notNull(),
    lltName: text('llt_name').notNull(),
    ptCode: text('pt_code').notNull(),
    ptName: text('pt_name').notNull(),
    socCode: text('soc_code').notNull(),
    socName: text('soc_name').notNull(),
    /** llt_currency Y: only current LLTs are offered and used for coding. */
    current: boolean('current').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.releaseId, t.lltCode] }),
    // Prefix search: lower(llt_name) LIKE 'q%' within one release.
    index('meddra_terms_prefix_idx').on(t.releaseId, sql`lower(${t.lltName}) text_pattern_ops`),
  ],
);
