import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orgs } from './identity.ts';

const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An organisation's own triage models, trained on the shared texts plus its reviewers' verdicts (decision 0012).
 * At most one is `active` (a partial unique index); the others are `retired` (used before), `rejected` (trained,
 * but ADR recall on the held-back verdicts would have dropped). Without an active row the bundled model is used.
 */
export const analysisModels = pgTable(
  'analysis_models',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    status: text('status').notNull(),
    /**
     * The weights as analysis/model/model-data.ts shapes them (TriageModelData); db/ sits below analysis/, so the
     * repository that reads the column names the type.
     */
    model: jsonb('model').notNull().$type<object>(),
    /** Verdicts it learned from, and verdicts held back to compare it with the model in use. */
    verdicts: integer('verdicts').notNull(),
    heldBack: integer('held_back').notNull(),
    /** The comparison on the held-back verdicts and the decision's reason. */
    evaluation: jsonb('evaluation').notNull().$type<Record<string, unknown>>(),
    /** Verdicts of the organisation recorded up to this time were available to the training. */
    verdictsUntil: timestampTz('verdicts_until').notNull(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    activatedAt: timestampTz('activated_at'),
  },
  (t) => [
    index('analysis_models_org_idx').on(t.orgId, t.createdAt),
    uniqueIndex('analysis_models_one_active')
      .on(t.orgId)
      .where(sql`${t.status} = 'active'`),
  ],
);

/**
 * A manager's re-analysis of the organisation's pending items with the analyser in use: the items carry the run's
 * id, each gets an analyze-item job (durable: a restart carries on), and progress is counted from the items.
 */
export const reanalysisRuns = pgTable(
  'reanalysis_runs',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    requestedBy: text('requested_by').notNull(),
    status: text('status').notNull(),
    total: integer('total').notNull(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    completedAt: timestampTz('completed_at'),
  },
  (t) => [index('reanalysis_runs_org_idx').on(t.orgId, t.createdAt)],
);

/** The hybrid analyser's second opinions, by the hash of the model and the text asked about (decision 0013). */
export const secondOpinions = pgTable('analysis_second_opinions', {
  key: text('key').primaryKey(),
  result: jsonb('result').notNull().$type<Record<string, unknown>>(),
  createdAt: timestampTz('created_at').notNull().defaultNow(),
});
