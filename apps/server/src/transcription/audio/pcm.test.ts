import { describe, expect, it } from 'vitest';
import { downmix, encodeWav16 } from './pcm.ts';

describe('PCM helpers', () => {
  it('writes a canonical mono 16-bit WAV header and clips out-of-range samples', () => {
    const wav = encodeWav16(Float32Array.from([0, 1, -1, 2, -2, 0.5]), 16_000);
    expect(wav.length).toBe(44 + 12);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(36 + 12);
    expect(wav.toString('ascii', 8, 16)).toBe('WAVEfmt ');
    expect([wav.readUInt16LE(20), wav.readUInt16LE(22), wav.readUInt32LE(24), wav.readUInt16LE(34)]).toEqual([
      1, 1, 16_000, 16,
    ]);
    expect(wav.readUInt32LE(40)).toBe(12);
    const samples = Array.from({ length: 6 }, (_, i) => wav.readInt16LE(44 + i * 2));
    expect(samples).toEqual([0, 32767, -32768, 32767, -32768, 16384]);
  });

  it('averages channels into mono', () => {
    expect(Array.from(downmix([Float32Array.from([1, 0.5]), Float32Array.from([0, -0.5])]))).toEqual([
      0.5, 0,
    ]);
    expect(downmix([])).toHaveLength(0);
  });
});
