import { z } from 'zod';
import { decodeMono } from '../audio/decode-audio.ts';
import { encodeWav16 } from '../audio/pcm.ts';
import {
  TranscriptionError,
  type Transcriber,
  type TranscriptionAudio,
  type TranscriptionResult,
} from '../transcriber.ts';
import { createHttpClient, HttpError, type HttpClientOptions } from '../../connectors/http/index.ts';
import { toLanguageCode } from './language-codes.ts';

/** Timeout per attempt, retries, the longest Retry-After waited for in process, and the wait function (tests). */
type WhisperRetryOptions = Required<Pick<HttpClientOptions, 'timeoutMs' | 'maxRetries' | 'maxDelayMs'>> &
  Pick<HttpClientOptions, 'sleep'>;

export type WhisperOptions = WhisperRetryOptions & {
  /** The API base, as for the OpenAI SDK: https://api.openai.com/v1, http://localhost:8000/v1 … */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /** Files above this size go as 16 kHz WAV parts (OpenAI refuses more than 25 MB). */
  maxUploadBytes?: number;
  partSeconds?: number;
};

/** OpenAI refuses files over 25 MB; longer recordings go as 16 kHz WAV parts of ten minutes (~19 MB each). */
const MAX_UPLOAD_BYTES = 24 * 1024 * 1024;
const PART_SECONDS = 600;
type Part = { bytes: Buffer; type: string; name: string };
const PART_RATE = 16_000;

const verboseJsonSchema = z.object({ text: z.string(), language: z.string().nullish() });

function describeFailure(failure: HttpError, host: string): TranscriptionError {
  const status = failure.status;
  if (status === null) {
    return new TranscriptionError(`The transcription service at ${host} could not be reached`, {
      retryable: true,
      cause: failure,
    });
  }
  if (status === 401 || status === 403) {
    return new TranscriptionError(
      `The transcription service at ${host} refused the credentials (HTTP ${status}): check WHISPER_API_KEY`,
      { retryable: false, cause: failure },
    );
  }
  if (status === 429 || status >= 500 || status === 408) {
    return new TranscriptionError(
      `The transcription service at ${host} is busy or failing (HTTP ${status})`,
      {
        retryable: true,
        cause: failure,
      },
    );
  }
  const detail = /"message"\s*:\s*"([^"]{1,200})"/.exec(failure.body ?? '')?.[1];
  return new TranscriptionError(
    `The transcription service at ${host} rejected the recording (HTTP ${status}${detail ? `: ${detail}` : ''})`,
    { retryable: false, cause: failure },
  );
}

function parseAnswer(body: string): TranscriptionResult {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { text: body.trim(), language: null }; // a server that ignored response_format and sent text
  }
  const parsed = verboseJsonSchema.safeParse(json);
  if (!parsed.success) {
    throw new TranscriptionError('The transcription service answered in an unexpected format', {
      retryable: false,
    });
  }
  return { text: parsed.data.text.trim(), language: toLanguageCode(parsed.data.language) };
}

async function* uploadParts(audio: TranscriptionAudio, options: WhisperOptions): AsyncGenerator<Part> {
  if (audio.bytes.length <= (options.maxUploadBytes ?? MAX_UPLOAD_BYTES)) {
    yield { bytes: audio.bytes, type: audio.contentType, name: audio.fileName };
    return;
  }
  const { samples } = await decodeMono(audio.bytes, PART_RATE);
  const step = (options.partSeconds ?? PART_SECONDS) * PART_RATE;
  for (let start = 0; start < samples.length; start += step) {
    const part = encodeWav16(samples.subarray(start, start + step), PART_RATE);
    yield { bytes: part, type: 'audio/wav', name: `part-${start / step + 1}.wav` };
  }
}

/** Any OpenAI-compatible POST {base}/audio/transcriptions (OpenAI, Azure, whisper.cpp server, faster-whisper). */
export function createWhisperTranscriber(options: WhisperOptions): Transcriber {
  const base = options.baseUrl.replace(/\/+$/, '');
  const url = `${base}/audio/transcriptions`;
  const host = new URL(base).host;

  // The connectors' client: its timeouts, backoff and Retry-After rules. A transcription changes nothing at the
  // service, so the POST is sent again after a timeout or a dropped connection too (idempotent).
  const client = createHttpClient({
    timeoutMs: options.timeoutMs,
    maxRetries: options.maxRetries,
    maxDelayMs: options.maxDelayMs,
    sleep: options.sleep,
    headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
  });

  const transcribePart = async (part: Part) => {
    const form = new FormData();
    form.set('file', new Blob([Uint8Array.from(part.bytes)], { type: part.type }), part.name);
    form.set('model', options.model);
    form.set('response_format', 'verbose_json');
    try {
      const response = await client.request({ method: 'POST', url, body: form, idempotent: true });
      return parseAnswer(response.text());
    } catch (error) {
      throw error instanceof HttpError ? describeFailure(error, host) : error;
    }
  };

  return {
    name: 'whisper',
    languages: 'any',
    async transcribe(audio) {
      const texts: string[] = [];
      let language: string | null = null;
      for await (const part of uploadParts(audio, options)) {
        const result = await transcribePart(part);
        if (result.text) texts.push(result.text);
        language ??= result.language;
      }
      return { text: texts.join(' '), language };
    },
  };
}
