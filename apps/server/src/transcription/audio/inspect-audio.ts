import { decodeAudioChunks, NotAudioError, type AudioSummary } from './decode-audio.ts';

export type InspectAudioResult = { ok: true; summary: AudioSummary } | { ok: false; refusal: 'not_audio' };

/**
 * Decodes a whole upload to check it is audio and measure it, keeping no samples. Runs in a file thread (decision
 * 0027): the WASM decoders are synchronous, and a hostile file decides how long they run.
 */
export async function inspectAudio(bytes: Uint8Array): Promise<InspectAudioResult> {
  try {
    return { ok: true, summary: await decodeAudioChunks(bytes) };
  } catch (error) {
    if (error instanceof NotAudioError) return { ok: false, refusal: 'not_audio' };
    throw error;
  }
}
