import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeAudioChunks, decodeMono, NotAudioError, sniffAudioFormat } from './decode-audio.ts';
import { encodeWav16 } from './pcm.ts';

const fixture = (name: string) => readFileSync(new URL(`../../test/fixtures/audio/${name}`, import.meta.url));

describe('decoding uploaded audio', () => {
  it('decodes the reference call as WAV and as MP3 to the same duration', async () => {
    const wav = await decodeAudioChunks(fixture('call-en-adr.wav'));
    const mp3 = await decodeAudioChunks(fixture('call-en-adr.mp3'));
    expect(wav).toEqual({ format: 'wav', durationSeconds: 11.613, sampleRate: 16_000, channels: 1 });
    expect(mp3).toMatchObject({ format: 'mp3', sampleRate: 16_000, channels: 1 });
    expect(mp3.durationSeconds).toBeCloseTo(11.613, 1);
  });

  it('refuses random bytes named .mp3 and text named .wav', async () => {
    for (const name of ['not-audio.mp3', 'plain-text.wav']) {
      expect(sniffAudioFormat(fixture(name))).toBeNull();
      await expect(decodeAudioChunks(fixture(name))).rejects.toBeInstanceOf(NotAudioError);
    }
  });

  it('refuses a WAV header with no samples, and a WAV cut inside its header', async () => {
    await expect(decodeAudioChunks(encodeWav16(new Float32Array(0), 16_000))).rejects.toThrow(/no samples/);
    await expect(decodeAudioChunks(fixture('call-en-adr.wav').subarray(0, 30))).rejects.toBeInstanceOf(
      NotAudioError,
    );
  });

  it('round-trips its own 16-bit WAV encoding', async () => {
    const samples = Float32Array.from({ length: 800 }, (_, i) => Math.sin(i / 10) * 0.5);
    const decoded = await decodeMono(encodeWav16(samples, 8000), 8000);
    expect(decoded.summary).toMatchObject({ format: 'wav', sampleRate: 8000, channels: 1 });
    expect(decoded.samples.length).toBe(800);
    decoded.samples.forEach((value, i) => expect(value).toBeCloseTo(samples[i] ?? 0, 3));
  });

  it('resamples while decoding: the 16 kHz call at 8 kHz has half the samples', async () => {
    const { samples } = await decodeMono(fixture('call-en-adr.wav'), 8000);
    expect(samples.length).toBe(185_808 / 2);
  });
});
