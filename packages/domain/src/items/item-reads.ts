import { z } from 'zod';

/**
 * The answers every source's review reads share. Apart from item-calls.ts, which reads the list of sources: a
 * source's definition builds its reads from these, so they must not depend on that list.
 */
export const historyEntrySchema = z.object({
  id: z.string(),
  status_id: z.number().int(),
  changed_by: z.string().nullable(),
  changed_by_name: z.string().nullable(),
  changed_at: z.string(),
  /** Non-relevant: the reason chosen (its code, its label when the organisation wrote it) and any free text. */
  reason_code: z.string().nullable().optional(),
  reason_label: z.string().nullable().optional(),
  reason_text: z.string().nullable().optional(),
  /** The entry this one undid (Undo after a status change, decision 0036). */
  undo_of: z.string().nullable().optional(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** GET /{reviews|literature|youtube|instagram|emails}/{id}/history */
export const historyResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(historyEntrySchema),
});

export const itemIdParamsSchema = z.object({ id: z.string().min(1) });

/** Same answer for every accepted request that needs no data back. */
export const okResponseSchema = z.object({ success: z.literal(true), message: z.string().optional() });
