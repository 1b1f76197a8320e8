import { and, eq, sql } from 'drizzle-orm';
import { jsonDocument } from '../../db/json-document.ts';
import { items } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';

/**
 * What the analyze-item job writes: flags, reasons, reaction term, case facts, the parts set aside, summary, language,
 * analyser.
 */
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
  | 'setAside'
  | 'summary'
  | 'language'
  | 'analyzer'
>;

/** An item named by its organisation and id: every statement here matches both (tenancy). */
export interface ItemKey {
  orgId: string;
  itemId: string;
}

/** The (org_id, id) pairs as a set-returning expression, one parameter per column whatever their number. */
const keysMatch = (keys: ItemKey[]) =>
  sql`(${items.orgId}, ${items.id}) in (select * from unnest(${sql.param(keys.map((key) => key.orgId))}::text[], ${sql.param(keys.map((key) => key.itemId))}::text[]))`;

/** What the analyser reads of each item; items that are gone are simply not answered. */
export async function readItemsToAnalyse(db: DbExecutor, keys: ItemKey[]) {
  if (keys.length === 0) return [];
  return db
    .select({
      id: items.id,
      orgId: items.orgId,
      source: items.source,
      text: items.text,
      title: items.title,
      language: items.language,
      summary: items.summary,
    })
    .from(items)
    .where(keysMatch(keys));
}

/** Shows the items as being analysed (a slow analyser: see analyze-item.job.ts). */
export async function markItemsProcessing(db: DbExecutor, keys: ItemKey[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(items)
    .set({ aiStatus: 'processing', aiError: null, updatedAt: sql`now()` })
    .where(and(keysMatch(keys), eq(items.aiStatus, 'pending')));
}

export type ItemAnalysis = ItemKey & AnalysisResultColumns;

/**
 * Stores the analyses and marks the items processed: one statement for the whole batch, the rows passed as one
 * JSON document (a parameter per value would cap a batch at a few thousand items).
 */
export async function writeAnalyses(db: DbExecutor, analyses: ItemAnalysis[]): Promise<void> {
  if (analyses.length === 0) return;
  const rows = analyses.map((analysis) => ({
    org_id: analysis.orgId,
    id: analysis.itemId,
    adr: analysis.adr ?? null,
    pqc: analysis.pqc ?? null,
    mi: analysis.mi ?? null,
    adr_reason: analysis.adrReason ?? null,
    pqc_reason: analysis.pqcReason ?? null,
    mi_reason: analysis.miReason ?? null,
    reaction_term: analysis.reactionTerm ?? null,
    meddra_code: analysis.meddraCode ?? null,
    case_facts: analysis.caseFacts ?? null,
    set_aside: analysis.setAside && analysis.setAside.length > 0 ? analysis.setAside : null,
    summary: analysis.summary ?? null,
    language: analysis.language ?? null,
    analyzer: analysis.analyzer ?? null,
  }));
  await db.execute(sql`
    update items set
      adr = r.adr, pqc = r.pqc, mi = r.mi,
      adr_reason = r.adr_reason, pqc_reason = r.pqc_reason, mi_reason = r.mi_reason,
      reaction_term = r.reaction_term, meddra_code = r.meddra_code, case_facts = r.case_facts,
      set_aside = r.set_aside, summary = r.summary, language = r.language, analyzer = r.analyzer,
      analyzed_at = now(), ai_status = 'processed', ai_error = null, updated_at = now()
    from jsonb_to_recordset(${jsonDocument(rows)}) as r(
      org_id text, id text, adr boolean, pqc boolean, mi boolean,
      adr_reason text, pqc_reason text, mi_reason text, reaction_term text, meddra_code text, case_facts jsonb,
      set_aside jsonb, summary text, language text, analyzer text
    )
    where items.org_id = r.org_id and items.id = r.id`);
}
