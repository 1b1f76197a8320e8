import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../config.ts';
import { findExecutable } from './pocketsphinx/find-executable.ts';
import { createPocketsphinxTranscriber } from './pocketsphinx/pocketsphinx-transcriber.ts';
import { noTranscriber, type Transcriber } from './transcriber.ts';
import { createWhisperTranscriber } from './whisper/whisper-transcriber.ts';

type TranscriptionConfig = AppConfig['transcription'];

/** Retry-After values up to this are waited for in the job; longer ones fail the try (the job backs off). */
const MAX_IN_PROCESS_WAIT_MS = 60_000;

/** The pocketsphinx binary and the en-us model, when both are installed. */
function findPocketsphinx(config: TranscriptionConfig['pocketsphinx']): string | null {
  const binary = findExecutable(config.binary);
  const model = existsSync(join(config.modelDir, 'en-us', 'mdef'));
  return binary && model && existsSync(join(config.modelDir, 'cmudict-en-us.dict')) ? binary : null;
}

function whisper(config: TranscriptionConfig['whisper'], baseUrl: string): Transcriber {
  return createWhisperTranscriber({
    baseUrl,
    apiKey: config.apiKey,
    model: config.model,
    timeoutMs: config.timeoutMs,
    maxRetries: config.maxRetries,
    maxDelayMs: MAX_IN_PROCESS_WAIT_MS,
  });
}

function pocketsphinx(config: TranscriptionConfig['pocketsphinx'], binary: string): Transcriber {
  return createPocketsphinxTranscriber({
    binary,
    modelDir: config.modelDir,
    cacheDir: join(tmpdir(), 'vigila-pocketsphinx'),
  });
}

/**
 * TRANSCRIBER=auto picks whisper when WHISPER_BASE_URL is set, else pocketsphinx when its binary and English
 * model are installed, else none (recordings then fail transcription with a message saying what to set, and
 * can be retried once an engine exists). Naming an engine that cannot run is a configuration error at start.
 */
export function createTranscriber(config: Pick<AppConfig, 'transcription'>): Transcriber {
  const { engine, whisper: whisperConfig, pocketsphinx: sphinxConfig } = config.transcription;
  switch (engine) {
    case 'none':
      return noTranscriber;
    case 'whisper':
      if (!whisperConfig.baseUrl) throw new Error('TRANSCRIBER=whisper needs WHISPER_BASE_URL');
      return whisper(whisperConfig, whisperConfig.baseUrl);
    case 'pocketsphinx': {
      const binary = findPocketsphinx(sphinxConfig);
      if (!binary) {
        throw new Error(
          `TRANSCRIBER=pocketsphinx, but ${sphinxConfig.binary} or its model in ${sphinxConfig.modelDir} is missing (apt-get install pocketsphinx pocketsphinx-en-us)`,
        );
      }
      return pocketsphinx(sphinxConfig, binary);
    }
    case 'auto': {
      if (whisperConfig.baseUrl) return whisper(whisperConfig, whisperConfig.baseUrl);
      const binary = findPocketsphinx(sphinxConfig);
      return binary ? pocketsphinx(sphinxConfig, binary) : noTranscriber;
    }
  }
}
