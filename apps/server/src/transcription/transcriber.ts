/** One uploaded recording, as the transcription job hands it to an engine. */
export interface TranscriptionAudio {
  bytes: Buffer;
  contentType: string;
  fileName: string;
  /** Decoded samples (mono), when the caller already decoded the file; engines that need PCM use them. */
  pcm?: { samples: Float32Array; sampleRate: number };
}

export interface TranscriptionResult {
  text: string;
  /**
   * ISO 639-1 code ('en', 'es'); 'und' (BCP 47 "undetermined") when the engine heard words but cannot tell
   * the language, so analysis does not overwrite it with a guess from a possibly wrong transcript; null when
   * the engine says nothing about it.
   */
  language: string | null;
}

export type TranscriberName = 'whisper' | 'pocketsphinx' | 'none';

/** DESIGN.md "Runtime parts": one interface, an OpenAI-compatible service or the embedded Debian pocketsphinx. */
export interface Transcriber {
  readonly name: TranscriberName;
  /** The call languages (ISO 639-1) it transcribes, or 'any' (issue 27: an engine never runs on a language it lacks). */
  readonly languages: readonly string[] | 'any';
  transcribe(audio: TranscriptionAudio): Promise<TranscriptionResult>;
}

/** Whether the engine may run on a call in `language` (null: not said, the engine decides). */
export function transcriberCovers(
  transcriber: Pick<Transcriber, 'languages'>,
  language: string | null,
): boolean {
  if (language === null) return transcriber.languages === 'any' || transcriber.languages.length > 0;
  return transcriber.languages === 'any' || transcriber.languages.includes(language);
}

export const NO_TRANSCRIPTION_ENGINE_MESSAGE =
  'No transcription engine is configured: type or paste the transcript, or set WHISPER_BASE_URL or install pocketsphinx';

/** What a recording in a language its engine lacks says while it waits for a transcript typed by a reviewer. */
export function languageNotCoveredMessage(engine: TranscriberName, language: string): string {
  return `The ${engine} engine does not transcribe calls in ${LANGUAGE_NAMES[language] ?? language}: type or paste the transcript`;
}
const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Spanish' };

/**
 * A failure worth showing to reviewers as the recording's ai_error: its message says what to do and carries no
 * internals. `retryable` false tells the job not to spend its retries (nothing will change until someone acts).
 */
export class TranscriptionError extends Error {
  readonly retryable: boolean;

  constructor(message: string, options: { retryable: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'TranscriptionError';
    this.retryable = options.retryable;
  }
}

/** TRANSCRIBER=none, or auto with nothing available: every call fails with the message above, so it is retryable later. */
export const noTranscriber: Transcriber = {
  name: 'none',
  languages: [],
  transcribe: () =>
    Promise.reject(new TranscriptionError(NO_TRANSCRIPTION_ENGINE_MESSAGE, { retryable: false })),
};
