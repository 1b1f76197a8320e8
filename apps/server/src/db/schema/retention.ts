import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orgs } from './identity.ts';

/**
 * An organisation's data retention (decision 0035): after how many days an archived item may be purged. No row,
 * or a null period, means nothing is ever purged — the default. Only owners change it; each change is audited.
 */
export const orgRetention = pgTable('org_retention', {
  orgId: text('org_id')
    .primaryKey()
    .references(() => orgs.id, { onDelete: 'cascade' }),
  purgeArchivedAfterDays: integer('purge_archived_after_days'),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
