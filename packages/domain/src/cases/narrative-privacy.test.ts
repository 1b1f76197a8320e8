import { describe, expect, it } from 'vitest';
import { privateWordsOf, withoutContactDetails } from './narrative-privacy.ts';

const X = '[x]';
const clean = (text: string, words: readonly string[] = []) => withoutContactDetails(text, words, X);

describe('withoutContactDetails', () => {
  it.each([
    ['+34 612 34 56 78', 'call +34 612 34 56 78 today'],
    ['(555) 123-4567', 'call (555) 123-4567 today'],
    ['555-123-4567', 'call 555-123-4567 today'],
    ['0034612345678', 'call 0034612345678 today'],
    ['+372 685 2028', 'Or dial: (EE) +372 685 2028 PIN'],
    ['91.123.45.67', 'tel. 91.123.45.67 today'],
  ])('removes the phone number %s', (phone, text) => {
    const result = clean(text);
    expect(result).not.toContain(phone);
    expect(result).toContain(X);
  });

  it('removes e-mail addresses, web and tel: links', () => {
    expect(clean('Write to ana.ruiz@hospital.example.')).toBe(`Write to ${X}.`);
    expect(clean('see https://tel.meet/yew?pin=3731942702741 or tel:+372-685-2028')).toBe(`see ${X} or ${X}`);
    expect(clean('mailto:someone@example.org')).toBe(X);
  });

  it('keeps dates, doses, lab values and ages', () => {
    const medical =
      'From 2026-11-02 to 2026-11-10 (02/11/2026) took 875 mg twice daily; bilirubin 9.8 mg/dl; aged 67.';
    expect(clean(medical)).toBe(medical);
  });

  it('removes the known names and addresses, whole words only and in any case', () => {
    const words = privateWordsOf(['Ana María Ruiz'], ['Calle Mayor 5']);
    expect(clean('Dr RUIZ (Ana María) lives at Calle Mayor 5; Ruizsol is a product.', words)).toBe(
      `Dr ${X} (${X}) lives at ${X}; Ruizsol is a product.`,
    );
  });

  it('leaves short name words, too common in medical text to remove', () => {
    expect(privateWordsOf(['Jo de Vries'], [])).toEqual(['Jo de Vries', 'Vries']);
  });
});
