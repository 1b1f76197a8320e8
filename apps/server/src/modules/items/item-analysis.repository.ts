import { and, eq, sql } from 'drizzle-orm';
import { items } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';

/** What the analyze-item job writes: flags, reasons, reaction term, case facts, summary, language, analyser. */
export type AnalysisResultColumns = Pick<
  typeof items.$inferInsert,
  | 'adr'
  | 'pqc'
  | 'mi'
  | 'adrReason'
  | 'pqcReason'
  | 'miReason'
  | 'reactionTerm'
  | 'meddraCode'
  | 'caseFacts'
  | 'summary'
  | 'language'
  | 'analyzer'
>;

const whereItem = (orgId: string, id: string) => and(eq(items.orgId, orgId), eq(items.id, id));

/** Marks the item processing and reads what the analyser needs, in one round trip; null when it is gone. */
export async function markItemProcessing(db: DbExecutor, orgId: string, id: string) {
  const [item] = await db
    .update(items)
    .set({ aiStatus: 'processing', aiError: null, updatedAt: sql`now()` })
    .where(whereItem(orgId, id))
    .returning({
      id: items.id,
      source: items.source,
      text: items.text,
      title: items.title,
      language: items.language,
      summary: items.summary,
    });
  return item ?? null;
}

/** Stores the analysis and marks the item processed. */
export async function writeAnalysis(
  db: DbExecutor,
  orgId: string,
  id: string,
  result: AnalysisResultColumns,
): Promise<void> {
  await db
    .update(items)
    .set({ ...result, analyzedAt: sql`now()`, aiStatus: 'processed', aiError: null, updatedAt: sql`now()` })
    .where(whereItem(orgId, id));
}
