import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range.ts';

describe('parseByteRange', () => {
  it('serves the whole file without a header or with one it does not understand', () => {
    expect(parseByteRange(undefined, 100)).toEqual({ kind: 'full' });
    expect(parseByteRange('bytes=0-1,5-9', 100)).toEqual({ kind: 'full' });
    expect(parseByteRange('items=0-1', 100)).toEqual({ kind: 'full' });
    expect(parseByteRange('bytes=-', 100)).toEqual({ kind: 'full' });
    expect(parseByteRange('bytes=9-3', 100)).toEqual({ kind: 'full' });
  });

  it('reads open, closed and suffix ranges, clamping the end to the file', () => {
    expect(parseByteRange('bytes=0-', 100)).toEqual({ kind: 'partial', start: 0, end: 99 });
    expect(parseByteRange('bytes=10-19', 100)).toEqual({ kind: 'partial', start: 10, end: 19 });
    expect(parseByteRange('bytes=90-500', 100)).toEqual({ kind: 'partial', start: 90, end: 99 });
    expect(parseByteRange('bytes=-30', 100)).toEqual({ kind: 'partial', start: 70, end: 99 });
    expect(parseByteRange('bytes=-300', 100)).toEqual({ kind: 'partial', start: 0, end: 99 });
  });

  it('refuses a range that starts past the end', () => {
    expect(parseByteRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
  });
});
