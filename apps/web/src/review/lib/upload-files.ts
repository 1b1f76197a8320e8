import { PROGRESS_STEPS, type PlainMessageKey } from '@vigila/domain';

const [START, , UPLOADED] = PROGRESS_STEPS; // 15 on start, 50 once every file is uploaded
const DONE = 100;

/**
 * SPEC §4.3 for recordings and e-mails: 15% on start, then per file the upload (up to 50%) and the analysis
 * (up to 100%). Every file is uploaded first, then each analysis is started.
 */
export const uploadProgress = {
  start: START,
  afterUpload: (index: number, count: number) =>
    Math.round(START + ((UPLOADED - START) * (index + 1)) / count),
  afterAnalysis: (index: number, count: number) =>
    Math.round(UPLOADED + ((DONE - UPLOADED) * (index + 1)) / count),
};

export type FileRule = 'audio' | 'eml';

/** SPEC §5: audio files only (audio/*), or files ending .eml only. The error text, or null when all pass. */
export function invalidFilesMessage(files: readonly File[], rule: FileRule): PlainMessageKey | null {
  switch (rule) {
    case 'audio':
      return files.every((file) => file.type.startsWith('audio/')) ? null : 'recordings.onlyAudio';
    case 'eml':
      return files.every((file) => file.name.toLowerCase().endsWith('.eml')) ? null : 'emails.onlyEml';
  }
}

export const FILE_ACCEPT: Record<FileRule, string> = { audio: 'audio/*', eml: '.eml,message/rfc822' };
