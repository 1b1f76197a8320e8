import { z } from 'zod';
import { SOURCES } from '../sources/source-list.ts';

/**
 * Why an item is archived (decision 0035): its channel was removed (re-adding the channel restores it), or the item
 * itself was removed (a recording).
 */
export const ARCHIVE_REASONS = { sourceRemoved: 'source_removed', itemRemoved: 'item_removed' } as const;

/** The longest retention period an owner may set: a hundred years (decision 0035). */
export const MAX_RETENTION_DAYS = 36_500;

/**
 * After how many days an archived item may be purged; null: never (the default — nothing is purged until an owner
 * chooses a period).
 */
export const retentionPeriodSchema = z.number().int().min(1).max(MAX_RETENTION_DAYS).nullable();

/** PUT /retention: the owner's new period. */
export const retentionRequestSchema = z.object({ purge_archived_after_days: retentionPeriodSchema });

/** GET and PUT /retention: the setting, who may change it, and how many archived items a purge would take now. */
export const retentionResponseSchema = z.object({
  purge_archived_after_days: retentionPeriodSchema,
  updated_at: z.string().nullable(),
  /** Whether the caller may change the setting and purge (owners, decision 0035). */
  can_manage: z.boolean(),
  archived_items: z.number().int(),
  purgeable_items: z.number().int(),
});

/** POST /retention/purge: how many archived items were purged (each kept as a tombstone). */
export const purgeResponseSchema = z.object({
  success: z.literal(true),
  purged_items: z.number().int(),
});

/** One archived item, as the archive view lists it (its page stays readable by its id). */
export const archivedItemSchema = z.object({
  id: z.string(),
  source: z.enum(SOURCES),
  source_key: z.string().nullable(),
  external_id: z.string(),
  /** The item's page in the app (as triage links it). */
  detail_path: z.string(),
  title: z.string().nullable(),
  archived_at: z.string(),
  /** One of ARCHIVE_REASONS. */
  archived_reason: z.string().nullable(),
  purged_at: z.string().nullable(),
  /** An item made into a case is never purged. */
  has_case: z.boolean(),
});

/** A removed channel, from its archived items: the source, its key and how many of its items are archived. */
export const removedChannelSchema = z.object({
  source: z.enum(SOURCES),
  source_key: z.string(),
  archived_items: z.number().int(),
  archived_at: z.string(),
});

/** GET /archived-items: the removed channels and the most recently archived items (ARCHIVE_LIST_LIMIT). */
export const archivedItemsResponseSchema = z.object({
  channels: z.array(removedChannelSchema),
  items: z.array(archivedItemSchema),
});

/** How many archived items the archive view lists, newest first. */
export const ARCHIVE_LIST_LIMIT = 200;

export type RetentionResponse = z.infer<typeof retentionResponseSchema>;
export type ArchivedItemsResponse = z.infer<typeof archivedItemsResponseSchema>;
export type ArchivedItem = z.infer<typeof archivedItemSchema>;
