import type { HistoryEntry, Source } from '@vigila/domain';
import { readAnswer } from '@/lib/read-answer.ts';
import type { SourceReadAnswer } from '../source-descriptor.ts';

/** GET …/{id}/history (sourceItemAddressesBySource[source].history), the same answer for every source but recordings (SPEC §4.2). */
export function readStatusHistory(
  body: SourceReadAnswer<Exclude<Source, 'recording'>, 'history'>,
): HistoryEntry[] {
  return readAnswer(body, 'data').data;
}
