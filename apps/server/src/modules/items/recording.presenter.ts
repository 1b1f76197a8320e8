import type { Recording } from '@vigila/domain';
import { dataNumber, dataString, presentFlagFields } from './item.presenter.ts';
import type { ItemRow } from './items.repository.ts';

/**
 * SPEC §3 Recording from an item of source 'recording'. created_at is when it was recorded/uploaded
 * (published_at, the list's order); the transcription is null until the transcriber wrote one.
 */
export function presentRecording(row: ItemRow): Recording {
  return Object.assign(presentFlagFields(row), {
    id: row.id,
    recording_id: row.id,
    created_at: row.publishedAt.toISOString(),
    uploaded_by: dataString(row, 'uploaded_by') ?? row.author ?? '',
    org_name: dataString(row, 'org_name') ?? '',
    file_name: dataString(row, 'file_name') ?? row.title ?? '',
    content_type: dataString(row, 'content_type') ?? '',
    duration_seconds: dataNumber(row, 'duration_seconds'),
    transcription: row.text === '' ? null : row.text,
    summary: row.summary,
    detectedLanguage: row.language,
    history_status_id: row.statusId,
    status: { id: row.statusId },
  });
}
