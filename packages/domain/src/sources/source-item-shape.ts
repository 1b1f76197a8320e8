import { z } from 'zod';
import { flagFieldsSchema } from '../items/item-shapes.ts';
import { paginationSchema } from '../items/list-query.ts';

/** Fields every presented item of a monitored source carries besides its flags and its own fields. */
export const reviewedItemSchema = flagFieldsSchema.extend({
  /** The item's own id (uuid): reference_id of change-status, feedback and cases. */
  id: z.string(),
  history_status_id: z.number().int(),
  status: z.object({ id: z.number().int() }),
  /** The monitored source the item came from: ASIN, profile handle, channel, or first search term. */
  source_key: z.string().nullable(),
  created_at: z.string(),
});

/** A list answer with its items under `data` (the usual shape of SPEC §7.2) and the page. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), data: z.array(item), pagination: paginationSchema.optional() });

/** A detail answer: the item under `data`. */
export const oneOf = <T extends z.ZodType>(item: T) => z.object({ success: z.literal(true), data: item });
