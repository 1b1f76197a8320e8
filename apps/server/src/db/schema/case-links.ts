import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orgs, users } from './identity.ts';
import { cases } from './cases.ts';

/**
 * A reviewer's verdict that one case is a duplicate or a follow-up of another (issue 13, decision 0017). One row per
 * pair, whichever way it was made: the unique index is on the unordered pair, so A→B and B→A cannot both exist, and
 * each case shows the link. Both cases are in `org_id` (the service checks it; a link goes with either case).
 */
export const caseLinks = pgTable(
  'case_links',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    linkedCaseId: text('linked_case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** 'duplicate' or 'follow_up' (CASE_LINK_KINDS): case_id is a duplicate / follow-up of linked_case_id. */
    kind: text('kind').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('case_links_pair_key').on(
      t.orgId,
      sql`least(${t.caseId}, ${t.linkedCaseId})`,
      sql`greatest(${t.caseId}, ${t.linkedCaseId})`,
    ),
    // Links in both directions: those a case made, and those made to it.
    index('case_links_case_idx').on(t.orgId, t.caseId),
    index('case_links_linked_idx').on(t.orgId, t.linkedCaseId),
    check('case_links_not_self', sql`${t.caseId} <> ${t.linkedCaseId}`),
    check('case_links_kind', sql`${t.kind} in ('duplicate', 'follow_up')`),
  ],
);
