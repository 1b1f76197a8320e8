import { decodeChunked, type AudioData } from 'audio-decode';
import audioType from 'audio-type';
import { concatSamples, downmix } from './pcm.ts';
import { Resampler } from './resampler.ts';

export type AudioFormat = Parameters<typeof decodeChunked>[1];

/** Audio containers we accept (audio-type also names MIDI, trackers and video containers: not recordings). */
const AUDIO_FORMATS: readonly AudioFormat[] = [
  'wav',
  'mp3',
  'oga',
  'opus',
  'flac',
  'm4a',
  'aac',
  'aiff',
  'caf',
  'webm',
  'amr',
  'wma',
  'qoa',
];

export interface AudioSummary {
  format: AudioFormat;
  durationSeconds: number;
  sampleRate: number;
  channels: number;
}

/** The bytes are not audio we can decode: unknown container, a decoder error, or no samples at all. */
export class NotAudioError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NotAudioError';
  }
}

const CHUNK_BYTES = 256 * 1024;

async function* chunksOf(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  for (let offset = 0; offset < bytes.length; offset += CHUNK_BYTES) {
    yield bytes.subarray(offset, offset + CHUNK_BYTES);
    // Decoding is synchronous WASM work: let the event loop serve other requests between chunks.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export function sniffAudioFormat(bytes: Uint8Array): AudioFormat | null {
  const sniffed = audioType(bytes.subarray(0, 64 * 1024));
  return AUDIO_FORMATS.find((format) => format === sniffed) ?? null;
}

/**
 * Decodes the whole file in chunks (WASM decoders, in process), handing each block of samples to `onChunk` and
 * keeping none, so an hour-long upload costs the memory of one chunk. Throws NotAudioError unless it decodes.
 */
export async function decodeAudioChunks(
  bytes: Uint8Array,
  onChunk?: (data: AudioData) => void,
): Promise<AudioSummary> {
  const format = sniffAudioFormat(bytes);
  if (!format) throw new NotAudioError('Unknown audio format');
  let frames = 0;
  let sampleRate = 0;
  let channels = 0;
  try {
    for await (const data of decodeChunked(chunksOf(bytes), format)) {
      const length = data.channelData[0]?.length ?? 0;
      if (length === 0 || data.sampleRate <= 0) continue;
      sampleRate ||= data.sampleRate;
      channels = Math.max(channels, data.channelData.length);
      frames += length;
      onChunk?.(data);
    }
  } catch (error) {
    throw new NotAudioError(`The ${format} data does not decode`, { cause: error });
  }
  if (frames === 0) throw new NotAudioError(`The ${format} data holds no samples`);
  return { format, durationSeconds: frames / sampleRate, sampleRate, channels };
}

/** The recording as mono samples at `targetRate` (16 kHz for the speech models). */
export async function decodeMono(
  bytes: Uint8Array,
  targetRate: number,
): Promise<{ samples: Float32Array; sampleRate: number; summary: AudioSummary }> {
  const parts: Float32Array[] = [];
  // Assigned in the callback: typed by assertion so the compiler does not narrow it to null after the call.
  let resampler = null as Resampler | null;
  const summary = await decodeAudioChunks(bytes, (data) => {
    resampler ??= new Resampler(data.sampleRate, targetRate);
    parts.push(resampler.push(downmix(data.channelData)));
  });
  if (resampler) parts.push(resampler.flush());
  return { samples: concatSamples(parts), sampleRate: targetRate, summary };
}
