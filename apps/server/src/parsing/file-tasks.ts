import type { AnalysisInput, AnalysisResult } from '../analysis/analyzer.ts';
import type { TriageModelData } from '../analysis/model/model-data.ts';
import type { ReadEmailOptions, ReadEmailResult } from './email/read-email.ts';
import type { InspectAudioResult } from '../transcription/audio/inspect-audio.ts';

/**
 * The model an analysis in a thread scores with: the bundled one, which each thread loads itself, or an
 * organisation's, named by its id. Its data goes with the task only when the thread answered that it lacks it
 * (analyse-in-thread.ts): ~1.7 MB cost the main thread some 15 ms to clone, once per thread and model, not per text.
 */
export type ThreadModel = { kind: 'bundled' } | { kind: 'org'; id: string; data?: TriageModelData };

/**
 * What the file threads do (file-worker.ts): each task reads one untrusted file, or analyses one long text with the
 * ensemble. A task answers a result rather than throwing, so a refusal (not an e-mail, not audio) crosses the
 * thread boundary as data, not as a cloned Error.
 */
export type FileTask =
  | { kind: 'read-email'; bytes: Uint8Array; options: ReadEmailOptions }
  | { kind: 'inspect-audio'; bytes: Uint8Array }
  | { kind: 'analyse-text'; input: AnalysisInput; model: ThreadModel };

export type AnalyseTextResult = { kind: 'analysed'; result: AnalysisResult } | { kind: 'needs-model' };

export interface FileTaskResults {
  'read-email': ReadEmailResult;
  'inspect-audio': InspectAudioResult;
  'analyse-text': AnalyseTextResult;
}

export type FileTaskKind = FileTask['kind'];
export type FileTaskOf<K extends FileTaskKind> = Extract<FileTask, { kind: K }>;
