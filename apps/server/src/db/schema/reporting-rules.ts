import { date, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orgs, users } from './identity.ts';

/**
 * An organisation's reporting rules (issue 26 point 5, decision 0040): one row per saved version of one receiver's
 * table, never changed nor deleted. A case is judged by the latest version whose effective date is on or before its
 * day 0 (of two from the same day, the later saved); before any version, by the shipped defaults. `rules_table` is
 * the JSON of receiverRuleTableSchema as saved, validated again on every read.
 */
export const reportingRuleVersions = pgTable(
  'reporting_rule_versions',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    receiver: text('receiver').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    rulesTable: jsonb('rules_table').notNull().$type<unknown>(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reporting_rule_versions_org_idx').on(t.orgId, t.receiver, t.effectiveFrom)],
);
