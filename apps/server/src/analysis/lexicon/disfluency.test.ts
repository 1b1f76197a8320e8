import { describe, expect, it } from 'vitest';
import { blankDisfluencies } from './disfluency.ts';

describe('blankDisfluencies', () => {
  it('blanks fillers, comma-set markers and repeated words without moving offsets', () => {
    const text = 'so, um, my, my doctor gave me the, uh, the pills, like, and no... no relief';
    const cleaned = blankDisfluencies(text);
    expect(cleaned).toHaveLength(text.length);
    expect(cleaned.replace(/\s+/g, ' ')).toBe('so, my doctor gave me the pills, and no relief');
  });

  it('keeps meaningful words that look like fillers', () => {
    expect(blankDisfluencies('take him to the er, she felt like a zombie')).toBe(
      'take him to the er, she felt like a zombie',
    );
  });
});
