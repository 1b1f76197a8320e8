import type { MeddraLanguage, MeddraTerm } from '@vigila/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { meddraReleases, meddraTerms } from '../../db/schema/index.ts';
import type { DbExecutor, DbTransaction } from '../../db/transaction.ts';
import type { ParsedTerm } from './parse-release.ts';
import { statementRows } from '../../db/statement-rows.ts';

/** Rows per INSERT: a real release has about 80 000 LLTs, and a statement carries at most 65 535 parameters. */
const INSERT_CHUNK = 1000;

export type MeddraReleaseRow = typeof meddraReleases.$inferSelect;

export interface NewRelease {
  orgId: string;
  version: string;
  language: MeddraLanguage;
  uploadedBy: string;
  terms: readonly ParsedTerm[];
}

/**
 * Makes `release` the organisation's active one for its language, inside the caller's transaction: the previous
 * one is kept but set aside first (one active per organisation and language, a unique index), then the release
 * and every LLT are written. Any failure rolls all of it back, so a half-written release is never searched.
 */
export async function replaceActiveRelease(
  tx: DbTransaction,
  id: string,
  release: NewRelease,
): Promise<MeddraReleaseRow> {
  await tx
    .update(meddraReleases)
    .set({ active: false })
    .where(
      and(
        eq(meddraReleases.orgId, release.orgId),
        eq(meddraReleases.language, release.language),
        eq(meddraReleases.active, true),
      ),
    );
  const [row] = await tx
    .insert(meddraReleases)
    .values({
      id,
      orgId: release.orgId,
      version: release.version,
      language: release.language,
      uploadedBy: release.uploadedBy,
      active: true,
      lltCount: release.terms.length,
    })
    .returning();
  for (let start = 0; start < release.terms.length; start += INSERT_CHUNK) {
    await tx
      .insert(meddraTerms)
      .values(
        release.terms
          .slice(start, start + INSERT_CHUNK)
          .map((term) => ({ ...term, releaseId: id, orgId: release.orgId })),
      );
  }
  if (!row) throw new Error('The MedDRA release was not written');
  return row;
}

/** The organisation's releases, newest first. */
export async function listReleases(db: DbExecutor, orgId: string): Promise<MeddraReleaseRow[]> {
  return db
    .select()
    .from(meddraReleases)
    .where(eq(meddraReleases.orgId, orgId))
    .orderBy(desc(meddraReleases.uploadedAt), desc(meddraReleases.id));
}

/** The release searched for `language`, or null: the organisation has none (fields stay "not coded"). */
export async function findActiveRelease(
  db: DbExecutor,
  orgId: string,
  language: MeddraLanguage,
): Promise<MeddraReleaseRow | null> {
  const [row] = await db
    .select()
    .from(meddraReleases)
    .where(
      and(
        eq(meddraReleases.orgId, orgId),
        eq(meddraReleases.language, language),
        eq(meddraReleases.active, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The languages the organisation has an active release in (one query for a batch of analyses). */
export async function activeReleaseLanguages(db: DbExecutor, orgIds: readonly string[]) {
  if (orgIds.length === 0) return [];
  return db
    .select({ orgId: meddraReleases.orgId, language: meddraReleases.language })
    .from(meddraReleases)
    .where(
      and(
        sql`${meddraReleases.orgId} = any(${sql.param([...orgIds])}::text[])`,
        eq(meddraReleases.active, true),
      ),
    );
}

const termColumns = {
  llt_code: meddraTerms.lltCode,
  llt_name: meddraTerms.lltName,
  pt_code: meddraTerms.ptCode,
  pt_name: meddraTerms.ptName,
  soc_code: meddraTerms.socCode,
  soc_name: meddraTerms.socName,
};

/** The current LLTs of one release of one organisation: every term query starts here. */
function currentTermsOf(scope: { orgId: string; releaseId: string }) {
  return and(
    eq(meddraTerms.orgId, scope.orgId),
    eq(meddraTerms.releaseId, scope.releaseId),
    eq(meddraTerms.current, true),
  );
}

/** `%`, `_` and `\` taken literally inside a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Current LLTs of one release whose name starts with `q` (first) or contains it, shortest first: the type-ahead's
 * own matches. Both the release and the rows are matched on the organisation (tenancy).
 */
export async function searchByName(
  db: DbExecutor,
  scope: { orgId: string; releaseId: string },
  q: string,
  limit: number,
): Promise<MeddraTerm[]> {
  const lowered = q.toLowerCase();
  const prefix = `${likeLiteral(lowered)}%`;
  const startsWith = sql`lower(${meddraTerms.lltName}) like ${prefix}`;
  return db
    .select(termColumns)
    .from(meddraTerms)
    .where(
      and(
        currentTermsOf(scope),
        sql`(${startsWith} or ${meddraTerms.lltName} ilike ${`%${likeLiteral(lowered)}%`})`,
      ),
    )
    .orderBy(desc(startsWith), sql`length(${meddraTerms.lltName})`, meddraTerms.lltName)
    .limit(limit);
}

/** Whether pg_trgm is installed (migration 0006 installs it when it can): the fuzzy match needs it. */
const trigramsByDb = new WeakMap<object, Promise<boolean>>();
export function hasTrigrams(db: DbExecutor): Promise<boolean> {
  let known = trigramsByDb.get(db);
  if (!known) {
    known = statementRows(db, sql`select 1 from pg_extension where extname = 'pg_trgm'`).then(
      (rows) => rows.length > 0,
    );
    trigramsByDb.set(db, known);
  }
  return known;
}

/**
 * Current LLTs of one release most like `q` by trigram similarity ("hedache" → "Headache"), best first, at least
 * `threshold` alike. Callers check hasTrigrams first.
 */
export async function searchBySimilarity(
  db: DbExecutor,
  scope: { orgId: string; releaseId: string },
  q: string,
  options: { limit: number; threshold: number },
): Promise<MeddraTerm[]> {
  const likeness = sql`similarity(${meddraTerms.lltName}, ${q})`;
  return db
    .select(termColumns)
    .from(meddraTerms)
    .where(and(currentTermsOf(scope), sql`${likeness} >= ${options.threshold}`))
    .orderBy(desc(likeness), sql`length(${meddraTerms.lltName})`)
    .limit(options.limit);
}

/**
 * The current LLT named exactly `term` (any case), else the LLT of the PT named so (the PT's own LLT first, as
 * MedDRA gives every PT an LLT of the same code and name).
 */
export async function findExactTerm(
  db: DbExecutor,
  scope: { orgId: string; releaseId: string },
  term: string,
): Promise<MeddraTerm | null> {
  const lowered = term.toLowerCase();
  const byLlt = sql`lower(${meddraTerms.lltName}) = ${lowered}`;
  const [row] = await db
    .select(termColumns)
    .from(meddraTerms)
    .where(and(currentTermsOf(scope), sql`(${byLlt} or lower(${meddraTerms.ptName}) = ${lowered})`))
    .orderBy(desc(byLlt), desc(sql`${meddraTerms.lltCode} = ${meddraTerms.ptCode}`), meddraTerms.lltCode)
    .limit(1);
  return row ?? null;
}

/** The current LLT of one release with this code, or null. */
export async function findCurrentLlt(
  db: DbExecutor,
  scope: { orgId: string; releaseId: string },
  lltCode: string,
): Promise<MeddraTerm | null> {
  const [row] = await db
    .select(termColumns)
    .from(meddraTerms)
    .where(and(currentTermsOf(scope), eq(meddraTerms.lltCode, lltCode)))
    .limit(1);
  return row ?? null;
}
