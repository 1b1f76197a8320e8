import { type Recording } from '@vigila/domain';
import { flagFieldsView } from '@/review/lib/item-view.ts';
import { readAnswer } from '@/lib/read-answer.ts';
import type { SourceDescriptor } from '@/review/source-descriptor.ts';

/** SPEC §4.2: after a recording's status change the list reloads and a 100 ms pause follows. */
export const RECORDING_POST_CHANGE_WAIT_MS = 100;

/** Call recordings in the shared review machinery: GET /recordings (answer under `recordings`), history under `history`. */
export const recordingSource: SourceDescriptor<Recording, 'recording'> = {
  source: 'recording',
  routePath: '/recordings',
  // SPEC §2.7: the date filter is not applied in the recordings list.
  dateFilter: false,
  postChangeWaitMs: RECORDING_POST_CHANGE_WAIT_MS,
  readList: (body) => {
    const answer = readAnswer(body, 'recordings');
    return { items: answer.recordings, pagination: answer.pagination };
  },
  readDetail: (body) => readAnswer(body, 'data').data,
  readHistory: (body) => readAnswer(body, 'history').history,
  view: (recording) => flagFieldsView(recording.id, recording.status.id, recording),
  detailPath: (recording) => `/recordings/${encodeURIComponent(recording.id)}`,
  texts: {
    listFailed: 'list.failedRecordings',
    historyFailed: 'detail.historyFailedRecording',
    searchPlaceholder: 'filters.searchRecordings',
    empty: {
      pending: 'list.noRecordings',
      needs_review: 'list.noRecordingsReview',
      non_relevant: 'list.noRecordingsNonRelevant',
      all: 'list.noRecordings',
      triage: 'list.noRecordingsTriage',
    },
    emptyHint: 'list.noRecordingsHint',
  },
};
