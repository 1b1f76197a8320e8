import { describe, expect, it } from 'vitest';
import { foldText } from './fold.ts';

describe('foldText', () => {
  it('lowercases and removes accents without moving offsets', () => {
    const text = 'Náuseas y DOLOR de cabeza — ¿Qué tal? 😣 ok';
    const folded = foldText(text);
    expect(folded).toHaveLength(text.length);
    expect(folded).toBe('nauseas y dolor de cabeza - ¿que tal? 😣 ok');
    expect(text.slice(folded.indexOf('dolor'), folded.indexOf('dolor') + 5)).toBe('DOLOR');
  });

  it('reads curly apostrophes as straight ones', () => {
    expect(foldText('didn’t')).toBe("didn't");
  });
});
