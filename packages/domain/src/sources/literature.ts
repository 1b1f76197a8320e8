import { z } from 'zod';
import {
  analyzeQueuedResponseSchema,
  SOURCE_CALL_ERRORS as errors,
  sourceDeletedResponseSchema,
  sourceSyncResponseSchema,
  trimmedNonEmpty,
} from './source-call-shapes.ts';
import type { SourceDefinition } from './source-definition.ts';
import { listOf, oneOf, reviewedItemSchema } from './source-item-shape.ts';
import { LITERATURE_DATABASES, literatureAddresses, literatureBasics } from './literature-basics.ts';

/**
 * SPEC §3 Literature item. The three flag slots are also given under their literature names: ss = adr (safety
 * signal), qm = pqc (quality mention), si = mi (special interest).
 */
export const literatureItemSchema = reviewedItemSchema.extend({
  /** PubMed id, or the IBECS record id (e.g. ibc-123456) for IBECS articles. */
  pmid: z.string(),
  title: z.string(),
  authors: z.array(z.string()),
  year: z.number().int().nullable(),
  abstract: z.string().nullable(),
  journal: z.string().nullable(),
  language: z.string().nullable(),
  url: z.string().nullable(),
  full_text_url: z.array(z.string()),
  /** Every search term that found the article. */
  search_terms: z.array(z.string()),
  source: z.enum(LITERATURE_DATABASES),
  ss: z.boolean().nullable(),
  qm: z.boolean().nullable(),
  si: z.boolean().nullable(),
  ss_reason: z.string().nullable(),
  qm_reason: z.string().nullable(),
  si_reason: z.string().nullable(),
});
export type LiteratureItem = z.infer<typeof literatureItemSchema>;

/** GET /getLiterature (under `data`), GET /literature/{id}. */
export const literatureListResponseSchema = listOf(literatureItemSchema);
export const literatureResponseSchema = oneOf(literatureItemSchema);

const searchTerms = trimmedNonEmpty.max(500);
/** POST /search-pubmed and POST /search-ibecs */
const literatureSearchRequestSchema = z.object({ searchTerms });

/**
 * Articles a monitored search term finds in PubMed and IBECS. Weekly by default: GVP Module VI asks for a weekly
 * screening of the literature at least. An article's page is named by its PMID alone, so a case links to it. Its
 * panel has its own form (a term and the databases to search), so it has no `add`.
 */
export const literatureSource = {
  ...literatureBasics,
  endpoints: {
    searchPubmed: {
      ...literatureAddresses.searchPubmed,
      body: literatureSearchRequestSchema,
      response: sourceSyncResponseSchema,
      errors,
    },
    searchIbecs: {
      ...literatureAddresses.searchIbecs,
      body: literatureSearchRequestSchema,
      response: sourceSyncResponseSchema,
      errors,
    },
    /** Analyse (again) what is not analysed yet, for one term or, without a body, every term's articles. */
    analyzeLiterature: {
      ...literatureAddresses.analyzeLiterature,
      body: z.object({ searchTerms: searchTerms.optional() }).optional(),
      response: analyzeQueuedResponseSchema,
      errors,
    },
    deleteSearchTerm: {
      ...literatureAddresses.deleteSearchTerm,
      params: z.object({ searchTerm: trimmedNonEmpty }),
      response: sourceDeletedResponseSchema,
      errors,
    },
  },
  answers: {
    list: literatureListResponseSchema,
    detail: literatureResponseSchema,
  },
} as const satisfies SourceDefinition;
