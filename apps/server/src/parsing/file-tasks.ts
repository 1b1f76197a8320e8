import type { ReadEmailOptions, ReadEmailResult } from '../modules/emails/read-email.ts';
import type { InspectAudioResult } from '../transcription/audio/inspect-audio.ts';

/**
 * What the file threads do (file-worker.ts): each task reads one untrusted file. A task answers a result rather than
 * throwing, so a refusal (not an e-mail, not audio) crosses the thread boundary as data, not as a cloned Error.
 */
export type FileTask =
  | { kind: 'read-email'; bytes: Uint8Array; options: ReadEmailOptions }
  | { kind: 'inspect-audio'; bytes: Uint8Array };

export interface FileTaskResults {
  'read-email': ReadEmailResult;
  'inspect-audio': InspectAudioResult;
}

export type FileTaskKind = FileTask['kind'];
export type FileTaskOf<K extends FileTaskKind> = Extract<FileTask, { kind: K }>;
