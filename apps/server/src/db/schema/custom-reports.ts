import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orgs, users } from './identity.ts';

const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Saved custom report definitions (issue 14, decision 0024), shared by the organisation. `definition` is the JSON
 * of customReportDefinitionSchema as saved; every run validates it again, so a definition an older release wrote
 * can never reach the SQL unchecked. Names are unique within an organisation.
 */
export const customReports = pgTable(
  'custom_reports',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    definition: jsonb('definition').notNull().$type<unknown>(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('custom_reports_org_name_key').on(t.orgId, t.name),
    index('custom_reports_org_idx').on(t.orgId, t.updatedAt.desc()),
  ],
);
