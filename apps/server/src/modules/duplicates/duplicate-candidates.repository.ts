import type { AdditionalEntries, CaseFacts, CaseFieldValue } from '@vigila/domain';
import { and, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { cases, items } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';
import { formColumn } from '../cases/index.ts';
import { searchDocument } from '../items/index.ts';

/** Each kind of candidate is read at most this many times per call, newest first: the scorer then ranks them. */
export const CANDIDATE_LIMIT = 100;
/** Only the start of a long text is compared in SQL (trigram work grows with the text). */
const TEXT_PREFIX = 1000;

/** The form fields the finder reads of a case (duplicate-profiles.ts, profileOfCase). */
export const PROFILE_FIELDS = [
  'medicinal_product',
  'active_substance',
  'drug_role',
  'reaction_term',
  'reaction_meddra_code',
  'reaction_start_date',
  'case_narrative',
] as const;

export interface CandidateCaseRow {
  id: string;
  itemId: string | null;
  source: string;
  comment: string;
  publishedAt: Date;
  additionalEntries: AdditionalEntries;
  form: Record<string, CaseFieldValue>;
}

export interface CandidateItemRow {
  id: string;
  source: string;
  title: string | null;
  text: string;
  reactionTerm: string | null;
  meddraCode: string | null;
  caseFacts: CaseFacts | null;
  publishedAt: Date;
}

/** What to look for: product names (normalised) and the source text; what to leave out (the report itself). */
export interface CandidateQuery {
  orgId: string;
  productNames: readonly string[];
  text: string;
  excludeCaseId?: string | undefined;
  excludeItemId?: string | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const likeAny = (expression: SQL, names: readonly string[]): SQL | undefined =>
  or(...names.map((name) => sql`${expression} like ${`%${escapeLike(name)}%`}`));

/** Whether pg_trgm is installed (migration 0006 tolerates a server without it; then only products are matched). */
export async function hasTrigramSearch(db: DbExecutor): Promise<boolean> {
  const result: unknown = await db.execute(
    sql`select exists (select 1 from pg_extension where extname = 'pg_trgm') as present`,
  );
  // postgres-js answers the rows, PGlite an object holding them.
  const rows: unknown = Array.isArray(result) ? result : (result as { rows?: unknown }).rows;
  const first: unknown = Array.isArray(rows) ? rows[0] : undefined;
  return typeof first === 'object' && first !== null && (first as { present?: unknown }).present === true;
}

/** `text % doc or text <% doc`: similar as a whole, or the text found inside a longer one (both indexed). */
const similarText = (document: SQL, text: string): SQL =>
  sql`(${document} % ${text} or ${text} <% ${document})`;

/** The expression cases_product_trgm_idx indexes (migration 0016). */
const caseProducts = (): SQL =>
  sql`(lower(coalesce(${formColumn('medicinal_product')}, '') || ' ' || coalesce(${formColumn('active_substance')}, '') || ' ' || coalesce(${cases.additionalEntries}->>'G', '')))`;

export async function findCandidateCases(
  db: DbExecutor,
  query: CandidateQuery,
  trigram: boolean,
): Promise<CandidateCaseRow[]> {
  const text = query.text.slice(0, TEXT_PREFIX);
  const matches = or(
    likeAny(caseProducts(), query.productNames),
    trigram && text.trim() ? similarText(sql`${cases.comment}`, text) : undefined,
  );
  if (!matches) return [];
  const formSelection = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, formColumn(field)]));
  const rows = await db
    .select({
      id: cases.id,
      itemId: cases.itemId,
      source: cases.source,
      comment: cases.comment,
      publishedAt: cases.publishedAt,
      additionalEntries: cases.additionalEntries,
      ...formSelection,
    })
    .from(cases)
    .where(
      and(
        eq(cases.orgId, query.orgId),
        query.excludeCaseId ? ne(cases.id, query.excludeCaseId) : undefined,
        matches,
      ),
    )
    .orderBy(desc(cases.publishedAt))
    .limit(CANDIDATE_LIMIT);
  return rows.map((row) => {
    const selected = row as typeof row & Record<string, unknown>;
    const form = Object.fromEntries(
      PROFILE_FIELDS.map((field) => {
        const value = selected[field];
        return [field, typeof value === 'string' || typeof value === 'boolean' ? value : null];
      }),
    );
    return { ...row, form };
  });
}

const itemProfileColumns = {
  id: items.id,
  source: items.source,
  title: items.title,
  text: items.text,
  reactionTerm: items.reactionTerm,
  meddraCode: items.meddraCode,
  caseFacts: items.caseFacts,
  publishedAt: items.publishedAt,
};

/** One item of the organisation, with what the finder compares of it. */
export async function findItemForProfile(
  db: DbExecutor,
  orgId: string,
  id: string,
): Promise<CandidateItemRow | undefined> {
  const [row] = await db
    .select(itemProfileColumns)
    .from(items)
    .where(and(eq(items.orgId, orgId), eq(items.id, id)))
    .limit(1);
  return row;
}

/** Items of the organisation not yet made a case (a converted item is compared through its case). */
export async function findCandidateItems(
  db: DbExecutor,
  query: CandidateQuery,
  trigram: boolean,
): Promise<CandidateItemRow[]> {
  const text = query.text.slice(0, TEXT_PREFIX);
  const document = sql`lower(${searchDocument()})`;
  const matches = or(
    likeAny(document, query.productNames),
    trigram && text.trim() ? similarText(searchDocument(), text) : undefined,
  );
  if (!matches) return [];
  return db
    .select(itemProfileColumns)
    .from(items)
    .where(
      and(
        eq(items.orgId, query.orgId),
        query.excludeItemId ? ne(items.id, query.excludeItemId) : undefined,
        sql`not exists (select 1 from ${cases} where ${cases.orgId} = ${items.orgId} and ${cases.itemId} = ${items.id})`,
        matches,
      ),
    )
    .orderBy(desc(items.publishedAt))
    .limit(CANDIDATE_LIMIT);
}
