import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CaseFacts, NonRelevantReason, SetAsidePart } from '@vigila/domain';
import { orgs } from './identity.ts';

const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Everything ingested from every source (DESIGN.md "Data"): the common fields as columns, the source-specific ones
 * in `data`. `(org_id, source, external_id)` is unique, so ingesting the same thing twice is a no-op.
 */
export const items = pgTable(
  'items',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    /** The per-source sub-list: ASIN, handle/channel, search term; null for e-mails and recordings. */
    sourceKey: text('source_key'),
    externalId: text('external_id').notNull(),
    author: text('author'),
    title: text('title'),
    text: text('text').notNull().default(''),
    html: text('html'),
    url: text('url'),
    publishedAt: timestampTz('published_at').notNull(),
    /**
     * When the organisation received it (decision 0032): an e-mail's mailbox arrival or its Date, the first time a
     * search or a sync found a comment or an article, an upload's time otherwise. A case made of the item takes
     * it as day 0; ingesting the item again never moves it.
     */
    receivedAt: timestampTz('received_at').notNull().defaultNow(),
    statusId: smallint('status_id').notNull().default(1),
    adr: boolean('adr'),
    pqc: boolean('pqc'),
    mi: boolean('mi'),
    adrReason: text('adr_reason'),
    pqcReason: text('pqc_reason'),
    miReason: text('mi_reason'),
    reactionTerm: text('reaction_term'),
    meddraCode: text('meddra_code'),
    /** What the analysis read of an ADR (products, reactions, seriousness, patient, reporter): CaseFacts. */
    caseFacts: jsonb('case_facts').$type<CaseFacts>(),
    /** The parts of the text the analysis did not read (footers, forwarded headers; issue 27), for the detail page. */
    setAside: jsonb('set_aside').$type<SetAsidePart[]>(),
    /** The re-analysis run that last queued this item (progress is counted from it). */
    reanalysisRunId: text('reanalysis_run_id'),
    summary: text('summary'),
    language: text('language'),
    aiStatus: text('ai_status').notNull().default('pending'),
    aiError: text('ai_error'),
    /** name@version of the analyser that wrote the flags. */
    analyzer: text('analyzer'),
    analyzedAt: timestampTz('analyzed_at'),
    data: jsonb('data').notNull().default({}).$type<Record<string, unknown>>(),
    /**
     * The organisation's products the item's text names (decision 0042): set when the item is analysed, recomputed
     * for every item of the organisation when its product dictionary changes. The triage priority sort reads it.
     */
    ownProductIds: text('own_product_ids').array().notNull().default([]),
    /**
     * Items are never deleted (decision 0035): removing a channel or a recording archives it. An archived item is
     * left out of the lists, their counts and triage, and stays readable by its id.
     */
    archivedAt: timestampTz('archived_at'),
    archivedBy: text('archived_by'),
    /** Why it was archived: 'source_removed' (re-adding the channel restores it) or 'item_removed'. */
    archivedReason: text('archived_reason'),
    /** A purge under the retention setting redacts the content and keeps this row as a tombstone (decision 0035). */
    purgedAt: timestampTz('purged_at'),
    purgedBy: text('purged_by'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('items_org_source_external_key').on(t.orgId, t.source, t.externalId),
    // Lists: one status, newest first (the default view); and every status ("all", counts).
    index('items_list_status_idx').on(
      t.orgId,
      t.source,
      t.statusId,
      t.publishedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('items_list_all_idx').on(
      t.orgId,
      t.source,
      t.publishedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('items_source_key_idx').on(t.orgId, t.source, t.sourceKey, t.publishedAt.desc().nullsFirst()),
    // The triage inbox and its badge: pending items with any flag — a small slice of a large table.
    index('items_triage_idx')
      .on(t.orgId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.statusId} = 1 and (${t.adr} or ${t.pqc} or ${t.mi})`),
    // The PSUR's flagged items of an interval (decision 0023): flagged items of any status by publication.
    index('items_flagged_published_idx')
      .on(t.orgId, t.publishedAt)
      .where(sql`(${t.adr} or ${t.pqc} or ${t.mi})`),
    // The archive view and the purge: an organisation's archived items, oldest first.
    index('items_archived_idx')
      .on(t.orgId, t.archivedAt)
      .where(sql`${t.archivedAt} is not null`),
    index('items_reanalysis_run_idx')
      .on(t.reanalysisRunId)
      .where(sql`${t.reanalysisRunId} is not null`),
    // GET /files finds the content type of a signed blob through its item.
    index('items_blob_key_idx')
      .on(sql`(${t.data}->>'blob_key')`)
      .where(sql`${t.data} ? 'blob_key'`),
  ],
);

/**
 * Review status changes, append-only: a trigger (migration 0003) rejects UPDATE. Items are never deleted (decision
 * 0035), so their history stays; the ON DELETE CASCADE only matters when a whole organisation goes.
 */
export const statusHistory = pgTable(
  'status_history',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    statusId: smallint('status_id').notNull(),
    changedBy: text('changed_by'),
    changedByName: text('changed_by_name'),
    changedAt: timestampTz('changed_at').notNull().defaultNow(),
    /** Non-relevant (decision 0036): the reason's code, its label as the organisation wrote it (null on a default), the free text. */
    reasonCode: text('reason_code'),
    reasonLabel: text('reason_label'),
    reasonText: text('reason_text'),
    /** The entry this one undid (Undo after a status change). */
    undoOf: text('undo_of'),
  },
  (t) => [index('status_history_item_idx').on(t.itemId, t.changedAt)],
);

/**
 * The organisation's triage settings (decision 0036): its own list of Non-relevant reasons, or no row (or null)
 * while the defaults apply.
 */
export const triageSettings = pgTable('triage_settings', {
  orgId: text('org_id')
    .primaryKey()
    .references(() => orgs.id, { onDelete: 'cascade' }),
  nonRelevantReasons: jsonb('non_relevant_reasons').$type<NonRelevantReason[]>(),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

/**
 * Train AI verdicts (SPEC §2.8), one row per flag judged. They outlive their item (item_id set null), so the
 * per-organisation precision/recall figures do not change when someone deletes a recording.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    itemId: text('item_id').references(() => items.id, { onDelete: 'set null' }),
    source: text('source').notNull(),
    userId: text('user_id').notNull(),
    /** The slot judged: adr, pqc or mi (literature's ss/qm/si are stored as their slots). */
    flag: text('flag').notNull(),
    verdict: text('verdict').notNull(),
    reason: text('reason'),
    /** The analyser whose output was judged, so figures can be read per analyser version. */
    analyzer: text('analyzer'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [index('feedback_org_flag_idx').on(t.orgId, t.flag, t.verdict)],
);
