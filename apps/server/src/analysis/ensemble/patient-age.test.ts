import { describe, expect, it } from 'vitest';
import { foldText } from '../lexicon/fold.ts';
import { readPatientAge } from './patient-age.ts';

const age = (text: string) => readPatientAge(foldText(text));

describe('readPatientAge', () => {
  it.each([
    ['A 63-year-old man developed angioedema', 63],
    ['my dad he is eighty one and takes warfarin', 81],
    ["my father, he's 80, is on warfarin", 80],
    ['Mi hijo tiene nueve años y le dieron Singulair', 9],
    ['mi papa de ochenta y cuatro anos toma glibenclamida', 84],
    ['my father (72) started metformin', 72],
    ['my 5 week old got sleepy', 0.1],
    ['a mi bebé de 3 meses le dimos', 0.25],
    ["I'm 58 and started Lisinopril 10 mg", 58],
  ])('%s → %s', (text, expected) => {
    expect(age(text)).toBeCloseTo(expected, 2);
  });

  it.each([
    ['I have been with the same surgery for thirty years'],
    ['hace 3 años que tomo omeprazol'],
    ['the dose is 10 mg twice a day'],
    ['her pulse was 38 and glucose is 45'],
    ['side effects that last eight months after starting'],
  ])('finds no age in "%s"', (text) => {
    expect(age(text)).toBeNull();
  });

  it('takes the age told first', () => {
    expect(age('I am reporting a 29-year-old mother; her baby is 3 weeks old')).toBe(29);
  });
});
