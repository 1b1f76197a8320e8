/**
 * MedDRA as an organisation loads it (decision 0018): the six files of the ASCII distribution, a version and a
 * language. Plain values, no zod: the web's type-ahead reads these without loading schemas.
 */

/** The languages a release may be in (English and Spanish MedDRA releases exist). */
export const MEDDRA_LANGUAGES = ['en', 'es'] as const;
export type MeddraLanguage = (typeof MEDDRA_LANGUAGES)[number];

/** The files of the ASCII distribution a release is built from, each a multipart field of the upload. */
export const MEDDRA_FILES = ['llt.asc', 'pt.asc', 'hlt.asc', 'hlgt.asc', 'soc.asc', 'mdhier.asc'] as const;
export type MeddraFileName = (typeof MEDDRA_FILES)[number];

/** The multipart field of each file: its name without `.asc` (`llt`, `pt`, …). */
export const meddraFileField = (file: MeddraFileName): string => file.replace(/\.asc$/, '');

/** What the type-ahead offers at most: a list to pick from, not a browser of the terminology. */
export const MEDDRA_SEARCH_LIMIT = 20;
/** Fewer characters match too much of a real release (about 80 000 LLTs) to be worth a call. */
export const MEDDRA_SEARCH_MIN_CHARS = 2;

/**
 * A reaction or indication as the case form keeps it: the words shown, and the LLT and PT codes when it was
 * coded against the organisation's release (null: not coded, free text).
 */
export interface MeddraCoding {
  term: string;
  lltCode: string | null;
  ptCode: string | null;
}
