import { z } from 'zod';
import { MEDDRA_LANGUAGES, MEDDRA_SEARCH_LIMIT } from './meddra-release.ts';

/** MedDRA codes are 8-digit numbers. */
export const meddraCodeSchema = z.string().regex(/^\d{8}$/);
export const meddraLanguageSchema = z.enum(MEDDRA_LANGUAGES);

/**
 * A release's version as MedDRA names them ("27.1"). It is written beside every code of an E2B report, and E2B(R3)
 * gives it four characters (E.i.2.1a), so nothing longer is taken: a longer one would fail every report later.
 */
export const meddraVersionSchema = z
  .string()
  .trim()
  .regex(/^\d{1,2}\.\d$/, 'Enter a MedDRA version such as 27.1');

/** The non-file fields of POST /meddra/releases (the six files come as multipart parts). */
export const meddraUploadFieldsSchema = z.object({
  version: meddraVersionSchema,
  language: meddraLanguageSchema,
});
export type MeddraUploadFields = z.infer<typeof meddraUploadFieldsSchema>;

/** One release of the organisation; `active` is the one searched for its language. */
export const meddraReleaseSchema = z.object({
  id: z.string(),
  version: z.string(),
  language: meddraLanguageSchema,
  uploaded_by: z.string().nullable(),
  uploaded_at: z.string(),
  active: z.boolean(),
  llt_count: z.number().int(),
});
export type MeddraRelease = z.infer<typeof meddraReleaseSchema>;

export const meddraReleasesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(meddraReleaseSchema),
});

export const meddraUploadResponseSchema = z.object({
  success: z.literal(true),
  data: meddraReleaseSchema,
});

/** GET /meddra/search?q=…&language=… */
export const meddraSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
  language: meddraLanguageSchema,
});

/** One current LLT offered by the type-ahead, with its PT and primary SOC. */
export const meddraTermSchema = z.object({
  llt_code: z.string(),
  llt_name: z.string(),
  pt_code: z.string(),
  pt_name: z.string(),
  soc_code: z.string(),
  soc_name: z.string(),
});
export type MeddraTerm = z.infer<typeof meddraTermSchema>;

export const meddraSearchResponseSchema = z.object({
  success: z.literal(true),
  /** Null: the organisation has no release in this language (the field stays free text, "not coded"). */
  release: z.object({ id: z.string(), version: z.string() }).nullable(),
  data: z.array(meddraTermSchema).max(MEDDRA_SEARCH_LIMIT),
});
