import type { SaveTranscriptRequest } from '@vigila/domain';
import { recordAuditEvent } from '../../audit/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { findItemByAnyId, updateItemContent, type ItemRow } from '../items/index.ts';
import type { RecordingsDeps } from './recordings.deps.ts';

/** One version of a recording's transcript, as item.data.transcript_versions keeps them (oldest first). */
export interface TranscriptVersion {
  version: number;
  /** The engine's name for a machine transcript; 'reviewer' for one typed, pasted or corrected by a member. */
  source: string;
  text: string;
  language: string | null;
  by: string | null;
  at: string;
}

function versionsOf(row: ItemRow): TranscriptVersion[] {
  const stored = row.data.transcript_versions;
  if (Array.isArray(stored)) return stored as TranscriptVersion[];
  // The engine's transcript, before any reviewer's: kept as version 1 so nothing it said is lost.
  if (row.text.trim() === '') return [];
  const engine = row.data.transcription_engine;
  return [
    {
      version: 1,
      source: typeof engine === 'string' ? engine : 'engine',
      text: row.text,
      language: row.language,
      by: null,
      at: (row.analyzedAt ?? row.updatedAt).toISOString(),
    },
  ];
}

export const TRANSCRIPT_SAVED = 'Transcript saved: the recording is analysed again';

/**
 * PUT /api/recordings/{id}/transcript (issue 27 point 9): a member types, pastes or corrects the transcript. In one
 * transaction: every earlier version is kept (item.data.transcript_versions, the engine's first), the new text and
 * language become the item's, the change is audited with its version, and the analysis runs again on it. A
 * recording waiting for a transcript (no engine, or one that lacks the call's language) leaves its notice here.
 */
export async function saveTranscript(
  deps: RecordingsDeps,
  caller: Caller,
  id: string,
  request: SaveTranscriptRequest,
  now: Date = new Date(),
): Promise<{ version: number }> {
  const text = request.text.trim();
  if (text === '') throw AppError.of('recording_transcript_empty');
  return deps.db.transaction(async (tx) => {
    const item = await findItemByAnyId(tx, caller.orgId, 'recording', id, { forUpdate: true });
    if (!item) throw AppError.of('recording_not_found');
    const versions = versionsOf(item);
    const language = request.language ?? item.language;
    const version = (versions.at(-1)?.version ?? 0) + 1;
    const next: TranscriptVersion = {
      version,
      source: 'reviewer',
      text,
      language,
      by: caller.userId,
      at: now.toISOString(),
    };
    await updateItemContent(tx, caller.orgId, item.id, {
      text,
      language,
      aiStatus: 'pending',
      aiError: null,
      data: { transcript_versions: [...versions, next], transcription_engine: 'reviewer' },
    });
    await recordAuditEvent(tx, {
      type: 'item.transcript_saved',
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: {
        itemId: item.id,
        version,
        language,
        characters: text.length,
        previousCharacters: item.text.length,
      },
    });
    await deps.jobs.send('analyze-item', { orgId: caller.orgId, itemId: item.id }, { within: tx });
    return { version };
  });
}
