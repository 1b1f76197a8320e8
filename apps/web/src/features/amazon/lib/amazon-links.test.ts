import { describe, expect, it } from 'vitest';
import { drugMentions, productUrl, storeUrl } from './amazon-links.ts';

describe('Amazon links (SPEC §2.8, §9: the Spanish store)', () => {
  it('links an ASIN to its product page', () => {
    expect(productUrl('B0TESTASIN')).toBe('https://www.amazon.es/dp/B0TESTASIN');
  });

  it('prefixes a relative review URL with https://www.amazon.es and keeps an absolute one', () => {
    expect(storeUrl('/gp/customer-reviews/R1?ie=UTF8')).toBe(
      'https://www.amazon.es/gp/customer-reviews/R1?ie=UTF8',
    );
    expect(storeUrl('https://www.amazon.com/review/R2')).toBe('https://www.amazon.com/review/R2');
    expect(storeUrl(null)).toBeNull();
  });

  it('splits drug mentions', () => {
    expect(drugMentions('ibuprofeno, paracetamol ,')).toEqual(['ibuprofeno', 'paracetamol']);
    expect(drugMentions(null)).toEqual([]);
  });
});
