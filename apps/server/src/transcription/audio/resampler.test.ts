import { describe, expect, it } from 'vitest';
import { concatSamples } from './pcm.ts';
import { Resampler } from './resampler.ts';

function sine(frequency: number, rate: number, seconds: number): Float32Array {
  return Float32Array.from({ length: Math.round(rate * seconds) }, (_, i) =>
    Math.sin((2 * Math.PI * frequency * i) / rate),
  );
}

/** Feeds the input in uneven chunks, as a decoder does, then flushes. */
function resampleInChunks(input: Float32Array, from: number, to: number, chunk: number): Float32Array {
  const resampler = new Resampler(from, to);
  const parts: Float32Array[] = [];
  for (let start = 0; start < input.length; start += chunk) {
    parts.push(resampler.push(input.subarray(start, start + chunk)));
  }
  parts.push(resampler.flush());
  return concatSamples(parts);
}

function maxError(output: Float32Array, expected: (i: number) => number, margin: number): number {
  let worst = 0;
  for (let i = margin; i < output.length - margin; i += 1) {
    worst = Math.max(worst, Math.abs((output[i] ?? 0) - expected(i)));
  }
  return worst;
}

describe('Resampler', () => {
  it('turns 44.1 kHz into 16 kHz across chunk boundaries: right length, same tone', () => {
    const output = resampleInChunks(sine(440, 44_100, 1), 44_100, 16_000, 4097);
    expect(output.length).toBe(16_000);
    expect(maxError(output, (i) => Math.sin((2 * Math.PI * 440 * i) / 16_000), 50)).toBeLessThan(0.002);
  });

  it('removes tones above the new Nyquist frequency instead of folding them into the speech band', () => {
    const output = resampleInChunks(sine(11_000, 44_100, 0.5), 44_100, 16_000, 1000);
    expect(maxError(output, () => 0, 50)).toBeLessThan(0.02); // aliased, it would come back at 5 kHz, full scale
  });

  it('upsamples 8 kHz telephone audio to 16 kHz', () => {
    const output = resampleInChunks(sine(300, 8000, 1), 8000, 16_000, 333);
    expect(output.length).toBe(16_000);
    expect(maxError(output, (i) => Math.sin((2 * Math.PI * 300 * i) / 16_000), 50)).toBeLessThan(0.002);
  });

  it('handles rates without a short common period, and ends at ceil(n·to/from) samples', () => {
    const input = sine(200, 44_099, 0.5); // 22,050 samples
    const output = resampleInChunks(input, 44_099, 16_000, 5000);
    expect(output.length).toBe(Math.ceil((input.length * 16_000) / 44_099));
    expect(maxError(output, (i) => Math.sin((2 * Math.PI * 200 * i) / 16_000), 50)).toBeLessThan(0.002);
  });

  it('passes samples through unchanged at the same rate', () => {
    const input = sine(100, 16_000, 0.1);
    expect(resampleInChunks(input, 16_000, 16_000, 64)).toEqual(input);
  });
});
