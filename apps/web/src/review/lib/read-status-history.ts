import type { z } from 'zod';
import type { historyResponseSchema } from '@vigila/domain';
import { type HistoryEntry } from '@vigila/domain';
import { readAnswer } from '@/lib/read-answer.ts';

/** GET …/{id}/history (sourceItemAddressesBySource[source].history), the same answer for every source but recordings (SPEC §4.2). */
export function readStatusHistory(body: unknown): HistoryEntry[] {
  return readAnswer(body as z.output<typeof historyResponseSchema>, 'data').data;
}
