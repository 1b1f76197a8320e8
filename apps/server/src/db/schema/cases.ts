import { CASE_FIELDS, type AdditionalEntries, type StoredPairAssessment } from '@vigila/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orgs, users } from './identity.ts';
import { items } from './items.ts';

const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One column per field of the E2B form (CASE_FIELDS), named after the field: flags are booleans, everything else
 * is text (dates YYYY-MM-DD, numbers and codes as the decimal text the form sent). The catalogue is the one source,
 * so a field added there becomes a column with the next generated migration.
 */
const formColumns = Object.fromEntries(
  CASE_FIELDS.map((definition) => [
    definition.field,
    definition.kind === 'boolean' ? boolean(definition.field) : text(definition.field),
  ]),
);

/**
 * Cases made from items (SPEC §2.9, §7 Convert to Case). One case per item: converting again opens the same case.
 * The case outlives its item (item_id set null) and keeps the reference the client sent. day_zero starts the
 * regulatory clock (docs/decisions/0008-cases.md).
 */
export const cases = pgTable(
  'cases',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    itemId: text('item_id').references(() => items.id, { onDelete: 'set null' }),
    referenceId: text('reference_id').notNull(),
    source: text('source').notNull(),
    comment: text('comment').notNull().default(''),
    username: text('username').notNull(),
    publishedAt: timestampTz('published_at').notNull(),
    caseType: text('case_type').notNull().default('safety_information'),
    status: text('status').notNull().default('new'),
    adr: boolean('adr').notNull().default(false),
    pqc: boolean('pqc').notNull().default(false),
    mi: boolean('mi').notNull().default(false),
    /** Day 0: the initial receipt date (C.1.4), when the organisation first received the report (decision 0032). */
    dayZero: timestampTz('day_zero').notNull(),
    /** The latest receipt date (C.1.5): when the organisation received the case's most recent information. */
    latestReceiptAt: timestampTz('latest_receipt_at').notNull(),
    createdBy: text('created_by'),
    /** The member working the case (issue 13); null while unassigned. */
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** The workflow step (decision 0034); `status` is kept equal to the step's SPEC status. */
    workflowStep: text('workflow_step').notNull().default('book_in'),
    /** Who passed the data entry on: the author the quality check is kept from when the organisation asks. */
    dataEntryBy: text('data_entry_by').references(() => users.id, { onDelete: 'set null' }),
    /** C.2.r, E.i, F.r and G.k entries after the first, whose fields are the columns below (decision 0015). */
    additionalEntries: jsonb('additional_entries').notNull().default({}).$type<AdditionalEntries>(),
    /** Causality and expectedness per drug–reaction pair, named by the pair's names (decision 0041). */
    assessments: jsonb('assessments').notNull().default([]).$type<readonly StoredPairAssessment[]>(),
    /**
     * The earliest due date of the case's expedited obligations (7, 15 or 90 days) by the reporting rules in force on
     * its day 0, and the receiver it is owed to (decision 0044): null when every obligation is periodic or none.
     * Recomputed in the transaction of every write the rules read; the overdue view follows it.
     */
    obligationDueDate: date('obligation_due_date', { mode: 'string' }),
    obligationDueReceiver: text('obligation_due_receiver'),
    /** The revision of the rules code that computed the two above; null or older ones are recomputed at start. */
    obligationDueRevision: integer('obligation_due_revision'),
    /**
     * The words that made the item possibly serious (issue 27), while no reviewer has downgraded the case: the rules
     * read the case as serious, so it keeps the shorter clock. Null when it never was or once downgraded (the audit
     * trail keeps the words and the reviewer's reason).
     */
    possiblySeriousWords: jsonb('possibly_serious_words').$type<readonly string[]>(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
    ...formColumns,
  },
  (t) => [
    uniqueIndex('cases_org_item_key')
      .on(t.orgId, t.itemId)
      .where(sql`${t.itemId} is not null`),
    // The list: newest edit first, with or without one filter.
    index('cases_list_idx').on(t.orgId, t.updatedAt.desc(), t.id.desc()),
    index('cases_status_idx').on(t.orgId, t.status, t.updatedAt.desc()),
    index('cases_type_idx').on(t.orgId, t.caseType, t.updatedAt.desc()),
    index('cases_source_idx').on(t.orgId, t.source, t.updatedAt.desc()),
    // The overdue filter and count: open cases by when their clock started.
    index('cases_clock_idx')
      .on(t.orgId, t.dayZero)
      .where(sql`${t.status} <> 'completed'`),
  ],
);
