import { z } from 'zod';
import { SOURCES } from './source-list.ts';
import { MAX_PAGE_SIZE } from '../items/list-limits.ts';
import { listCursorSchema } from '../items/list-query.ts';

/** GET /triage: the cross-source inbox is always paged (it can hold thousands); `source` narrows it to one. */
export const triageQuerySchema = z.object({
  source: z.enum(SOURCES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
  /** The page after the one whose `pagination.next_cursor` this is. */
  cursor: listCursorSchema.optional(),
});
export type TriageQuery = z.input<typeof triageQuerySchema>;
