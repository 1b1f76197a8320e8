import { z } from 'zod';

/**
 * What every monitored source's add, analyze and delete calls share: the key's text rule and the answers. Apart
 * from the list of sources (source-definitions.ts), so a source's definition can build its calls from them.
 */
export const trimmedNonEmpty = z.string().trim().min(1);

/** 502: the outside service failed (the source is saved); 503: it is not set up on this server. */
export const SOURCE_CALL_ERRORS = [400, 403, 404, 502, 503] as const;

/** ok: everything was read; partial: some parts could not be (see warnings); failed: nothing was imported. */
export const SYNC_OUTCOMES = ['ok', 'partial', 'failed'] as const;
export type SyncOutcome = (typeof SYNC_OUTCOMES)[number];

/** What one sync (the first load, a scheduled run or "Sync now") did. */
export const syncSummarySchema = z.object({
  outcome: z.enum(SYNC_OUTCOMES),
  /** Records the outside service returned. */
  fetched: z.number().int(),
  /** New items (analysed automatically). */
  added: z.number().int(),
  /** Records already imported before: nothing is added twice. */
  existing: z.number().int(),
  /** Parts that could not be read, for people: "Replies of 2 threads could not be read (comments disabled)". */
  warnings: z.array(z.string()),
  /** Why a failed sync failed, for people; null otherwise. */
  error: z.string().nullable(),
  finished_at: z.string(),
});
export type SyncSummary = z.infer<typeof syncSummarySchema>;

/** Answer of the add calls: the source as stored (key normalised) and what its first sync did. */
export const sourceSyncResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The normalised key the SPA navigates to (/instagram/{key}, /amazon/{key}, /literature/{key}…). */
  key: z.string(),
  data: syncSummarySchema,
});
/** Answer of the analyze calls: how many items were queued for analysis. */
export const analyzeQueuedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  queued: z.number().int(),
});
/** Answer of the delete calls: monitoring stopped, and how many of its items were archived (decision 0035). */
export const sourceDeletedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  archived_items: z.number().int(),
});
