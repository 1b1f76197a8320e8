import { and, count, desc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { Source } from '@vigila/domain';
import { withTitle } from '../../analysis/lexicon/document.ts';
import type { TriageModelData } from '../../analysis/model/model-data.ts';
import type { VerdictExample } from '../../analysis/train/train-org-model.ts';
import { analysisModels, feedback, items } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';

export type NewAnalysisModelRow = typeof analysisModels.$inferInsert;

export async function findActiveModel(
  db: DbExecutor,
  orgId: string,
): Promise<{ id: string; version: string } | null> {
  const [row] = await db
    .select({ id: analysisModels.id, version: analysisModels.version })
    .from(analysisModels)
    .where(and(eq(analysisModels.orgId, orgId), eq(analysisModels.status, 'active')));
  return row ?? null;
}

export async function findModelData(
  db: DbExecutor,
  orgId: string,
  id: string,
): Promise<TriageModelData | null> {
  const [row] = await db
    .select({ model: analysisModels.model })
    .from(analysisModels)
    .where(and(eq(analysisModels.orgId, orgId), eq(analysisModels.id, id)));
  // The column holds what insertModelVersion wrote: a TriageModelData (typed here, db/ names no analysis type).
  return (row?.model as TriageModelData | undefined) ?? null;
}

/** The organisation's versions, newest first, without their weights. */
export async function listModelVersions(db: DbExecutor, orgId: string) {
  return db
    .select({
      id: analysisModels.id,
      version: analysisModels.version,
      status: analysisModels.status,
      verdicts: analysisModels.verdicts,
      heldBack: analysisModels.heldBack,
      evaluation: analysisModels.evaluation,
      createdAt: analysisModels.createdAt,
      activatedAt: analysisModels.activatedAt,
    })
    .from(analysisModels)
    .where(eq(analysisModels.orgId, orgId))
    .orderBy(desc(analysisModels.createdAt), desc(analysisModels.id));
}

/** Up to when the organisation's verdicts were taken in by its latest training (null: never trained). */
export async function lastTrainedUntil(db: DbExecutor, orgId: string): Promise<Date | null> {
  const [row] = await db
    .select({
      until: sql<Date | null>`max(${analysisModels.verdictsUntil})`.mapWith((value) =>
        value ? new Date(String(value)) : null,
      ),
    })
    .from(analysisModels)
    .where(eq(analysisModels.orgId, orgId));
  return row?.until ?? null;
}

/** The organisation's verdicts: all of them, and those recorded after `since` (all when null), in one scan. */
export async function countVerdicts(
  db: DbExecutor,
  orgId: string,
  since: Date | null = null,
): Promise<{ total: number; since: number }> {
  const [row] = await db
    .select({
      total: count(),
      since: since
        ? sql<number>`count(*) filter (where ${feedback.createdAt} > ${since.toISOString()}::timestamptz)`.mapWith(
            Number,
          )
        : count(),
    })
    .from(feedback)
    .where(eq(feedback.orgId, orgId));
  return { total: row?.total ?? 0, since: row?.since ?? 0 };
}

/** The database's clock: the cut-off of a training, comparable with the verdicts' timestamps. */
export async function databaseNow(db: DbExecutor): Promise<Date> {
  const [row] = await db.select({ now: sql<string>`now()` }).from(sql`(select 1) as one`);
  return new Date(String(row?.now));
}

/**
 * The organisation's verdicts up to `until` as labelled texts: the latest verdict on each item's flag (correct and
 * missed say the flag belongs, incorrect that it does not), on items that still exist.
 */
export async function readVerdictExamples(
  db: DbExecutor,
  orgId: string,
  until: Date,
): Promise<VerdictExample[]> {
  const latest = db
    .selectDistinctOn([feedback.itemId, feedback.flag], {
      itemId: feedback.itemId,
      flag: feedback.flag,
      verdict: feedback.verdict,
    })
    .from(feedback)
    .where(and(eq(feedback.orgId, orgId), isNotNull(feedback.itemId), lte(feedback.createdAt, until)))
    .orderBy(feedback.itemId, feedback.flag, desc(feedback.createdAt), desc(feedback.id))
    .as('latest');
  const rows = await db
    .select({
      itemId: items.id,
      source: items.source,
      title: items.title,
      text: items.text,
      flag: latest.flag,
      verdict: latest.verdict,
    })
    .from(latest)
    .innerJoin(items, and(eq(items.id, latest.itemId), eq(items.orgId, orgId)))
    .orderBy(items.id, latest.flag);
  const byItem = new Map<string, VerdictExample>();
  for (const row of rows) {
    let example = byItem.get(row.itemId);
    if (!example) {
      example = {
        itemId: row.itemId,
        text: withTitle(row.text, row.title),
        channel: row.source as Source,
        labels: {},
      };
      byItem.set(row.itemId, example);
    }
    if (row.flag === 'adr' || row.flag === 'pqc' || row.flag === 'mi')
      example.labels[row.flag] = row.verdict !== 'incorrect';
  }
  return [...byItem.values()];
}

export async function insertModelVersion(db: DbExecutor, row: NewAnalysisModelRow): Promise<void> {
  await db.insert(analysisModels).values(row);
}

/** The active version becomes retired (before another one is made active: one active per organisation). */
export async function retireActiveModel(db: DbExecutor, orgId: string): Promise<void> {
  await db
    .update(analysisModels)
    .set({ status: 'retired' })
    .where(and(eq(analysisModels.orgId, orgId), eq(analysisModels.status, 'active')));
}

export async function activateModelVersion(db: DbExecutor, orgId: string, id: string): Promise<boolean> {
  const updated = await db
    .update(analysisModels)
    .set({ status: 'active', activatedAt: sql`now()` })
    .where(and(eq(analysisModels.orgId, orgId), eq(analysisModels.id, id)))
    .returning({ id: analysisModels.id });
  return updated.length > 0;
}

export async function findModelVersion(db: DbExecutor, orgId: string, id: string) {
  const [row] = await db
    .select({ id: analysisModels.id, version: analysisModels.version, status: analysisModels.status })
    .from(analysisModels)
    .where(and(eq(analysisModels.orgId, orgId), eq(analysisModels.id, id)));
  return row ?? null;
}

/** Organisations with verdicts recorded after their latest training took verdicts in (or never trained). */
export async function orgsWithNewVerdicts(db: DbExecutor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ orgId: feedback.orgId })
    .from(feedback)
    .where(
      gt(
        feedback.createdAt,
        sql`coalesce((select max(${analysisModels.verdictsUntil}) from ${analysisModels} where ${analysisModels.orgId} = ${feedback.orgId}), '-infinity'::timestamptz)`,
      ),
    );
  return rows.map((row) => row.orgId);
}
