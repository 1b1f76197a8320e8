import { randomUUID } from 'node:crypto';
import {
  MEDDRA_LANGUAGES,
  MEDDRA_SEARCH_LIMIT,
  meddraUploadFieldsSchema,
  type MeddraFileName,
  type MeddraLanguage,
  type MeddraRelease,
  type MeddraTerm,
} from '@vigila/domain';
import type { Db } from '../../db/client.ts';
import type { DbExecutor } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import {
  findActiveRelease,
  findCurrentLlt,
  findExactTerm,
  hasTrigrams,
  listReleases,
  replaceActiveRelease,
  searchByName,
  searchBySimilarity,
  type MeddraReleaseRow,
} from './meddra.repository.ts';
import { requireReleaseAdmin } from './meddra.policy.ts';
import { decodeMeddraFile, MeddraReleaseError, parseMeddraRelease } from './parse-release.ts';

/** Type-ahead: how alike a misspelt query must be to an LLT to be offered ("hedache" → "Headache"). */
const SEARCH_SIMILARITY = 0.3;
/** Coding the analyser's reaction terms: stricter, since nobody picks the result. */
const MATCH_SIMILARITY = 0.6;

export function presentRelease(row: MeddraReleaseRow): MeddraRelease {
  return {
    id: row.id,
    version: row.version,
    language: row.language,
    uploaded_by: row.uploadedBy,
    uploaded_at: row.uploadedAt.toISOString(),
    active: row.active,
    llt_count: row.lltCount,
  };
}

export interface ReleaseUpload {
  fields: Record<string, string>;
  files: Partial<Record<MeddraFileName, Uint8Array>>;
}

/**
 * Loads a release for the caller's organisation: checked whole before anything is written, then stored and made
 * active for its language in one transaction (the previous one set aside), so a bad file stores nothing.
 */
export async function uploadRelease(db: Db, caller: Caller, upload: ReleaseUpload): Promise<MeddraRelease> {
  requireReleaseAdmin(caller.roles);
  const fields = meddraUploadFieldsSchema.safeParse(upload.fields);
  if (!fields.success) {
    throw new AppError(
      'validation',
      fields.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    );
  }
  const texts = Object.fromEntries(
    Object.entries(upload.files).map(([file, bytes]) => [file, decodeMeddraFile(bytes)]),
  );
  let terms;
  try {
    terms = parseMeddraRelease(texts);
  } catch (error) {
    if (error instanceof MeddraReleaseError)
      throw new AppError('validation', error.message, { cause: error });
    throw error;
  }
  const row = await db.transaction((tx) =>
    replaceActiveRelease(tx, randomUUID(), {
      orgId: caller.orgId,
      version: fields.data.version,
      language: fields.data.language,
      uploadedBy: caller.userId,
      terms,
    }),
  );
  return presentRelease(row);
}

export async function releasesOf(db: Db, caller: Caller): Promise<MeddraRelease[]> {
  return (await listReleases(db, caller.orgId)).map(presentRelease);
}

/**
 * The type-ahead over the organisation's active release in `language`: names starting with or containing the
 * query, then (when pg_trgm is there and room is left) names most like it. Null release: none loaded.
 */
export async function searchTerms(
  db: Db,
  caller: Caller,
  query: { q: string; language: MeddraLanguage },
): Promise<{ release: { id: string; version: string } | null; data: MeddraTerm[] }> {
  const release = await findActiveRelease(db, caller.orgId, query.language);
  if (!release) return { release: null, data: [] };
  const scope = { orgId: caller.orgId, releaseId: release.id };
  const found = await searchByName(db, scope, query.q, MEDDRA_SEARCH_LIMIT);
  if (found.length < MEDDRA_SEARCH_LIMIT && (await hasTrigrams(db))) {
    const alike = await searchBySimilarity(db, scope, query.q, {
      limit: MEDDRA_SEARCH_LIMIT,
      threshold: SEARCH_SIMILARITY,
    });
    const codes = new Set(found.map((term) => term.llt_code));
    found.push(
      ...alike.filter((term) => !codes.has(term.llt_code)).slice(0, MEDDRA_SEARCH_LIMIT - found.length),
    );
  }
  return { release: { id: release.id, version: release.version }, data: found };
}

/**
 * The LLT a free-text reaction term codes to in the organisation's active release for `language`: the LLT or PT
 * of that very name, else the most alike LLT when it is close enough; null without a release or a good match.
 */
export async function matchReactionTerm(
  db: DbExecutor,
  orgId: string,
  term: string,
  language: MeddraLanguage,
): Promise<MeddraTerm | null> {
  const wanted = term.trim();
  if (wanted === '') return null;
  const release = await findActiveRelease(db, orgId, language);
  if (!release) return null;
  const scope = { orgId, releaseId: release.id };
  const exact = await findExactTerm(db, scope, wanted);
  if (exact) return exact;
  if (!(await hasTrigrams(db))) return null;
  const [alike] = await searchBySimilarity(db, scope, wanted, { limit: 1, threshold: MATCH_SIMILARITY });
  return alike ?? null;
}

/**
 * A case coding's LLT checked against the organisation's active release for `language`, with the release's version
 * (E2B writes it beside every code). Null: no release, or the code is not a current LLT of it.
 */
export async function currentLltOf(
  db: DbExecutor,
  orgId: string,
  lltCode: string,
  language: MeddraLanguage,
): Promise<(MeddraTerm & { version: string }) | null> {
  const release = await findActiveRelease(db, orgId, language);
  if (!release) return null;
  const term = await findCurrentLlt(db, { orgId, releaseId: release.id }, lltCode);
  return term ? { ...term, version: release.version } : null;
}

/**
 * The current LLT with this code in any of the organisation's active releases (the language of the release tried
 * first), with that release's version: how an item's analysed reaction code is carried into a new case.
 */
export async function currentLltInAnyRelease(
  db: DbExecutor,
  orgId: string,
  lltCode: string,
  preferred: MeddraLanguage = 'en',
): Promise<(MeddraTerm & { version: string }) | null> {
  const languages = [preferred, ...MEDDRA_LANGUAGES.filter((language) => language !== preferred)];
  for (const language of languages) {
    const found = await currentLltOf(db, orgId, lltCode, language);
    if (found) return found;
  }
  return null;
}
