import { describe, expect, it } from 'vitest';
import { cognateKey, drugKey } from './drug-keys.ts';

describe('drug keys', () => {
  it('gives the English and Spanish spellings of a name one key', () => {
    const pairs = [
      ['ibuprofen', 'ibuprofeno'],
      ['fentanyl', 'fentanilo'],
      ['levothyroxine', 'levotiroxina'],
      ['metronidazole', 'metronidazol'],
      ['amoxicillin', 'amoxicilina'],
      ['acenocoumarol', 'acenocumarol'],
    ] as const;
    for (const [english, spanish] of pairs) expect(drugKey(spanish)).toBe(drugKey(english));
  });

  it('reads a brand as its substance, and keeps different substances apart', () => {
    expect(drugKey('espidifen')).toBe(drugKey('ibuprofeno'));
    expect(drugKey('ozempic')).toBe(drugKey('semaglutide'));
    expect(drugKey('nolotil')).toBe(drugKey('metamizol'));
    expect(drugKey('sertraline')).not.toBe(drugKey('escitalopram'));
    expect(drugKey('lexapro')).not.toBe(drugKey('ozempic'));
  });

  it('leaves short words whole', () => {
    expect(cognateKey('yaz')).toBe('yaz');
    expect(cognateKey('magnesium')).toBe(cognateKey('magnesio'));
  });
});
