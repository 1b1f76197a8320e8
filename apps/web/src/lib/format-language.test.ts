import { describe, expect, it } from 'vitest';
import { languageName } from './format-language.ts';

describe('languageName', () => {
  it('names a code in the interface language', () => {
    expect(languageName('en', 'en')).toBe('English');
    expect(languageName('es', 'es')).toBe('Español');
    expect(languageName('en', 'es')).toBe('Inglés');
  });

  it('answers null for undetermined or malformed codes', () => {
    expect(languageName('und', 'en')).toBeNull();
    expect(languageName('not a code', 'en')).toBeNull();
  });
});
