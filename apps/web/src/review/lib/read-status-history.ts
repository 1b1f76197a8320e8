import { historyResponseSchema, type HistoryEntry } from '@vigila/domain';
import { readResponse } from '@/lib/read-response.ts';

/** GET …/{id}/history (sourceItemEndpointsBySource[source].history), the same answer for every source but recordings (SPEC §4.2). */
export function readStatusHistory(body: unknown): HistoryEntry[] {
  return readResponse(historyResponseSchema, body).data;
}
