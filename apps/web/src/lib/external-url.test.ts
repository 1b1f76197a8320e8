import { describe, expect, it } from 'vitest';
import { externalUrl } from './external-url.ts';

describe('externalUrl', () => {
  it('keeps absolute http(s) links', () => {
    expect(externalUrl('https://www.instagram.com/p/abc/')).toBe('https://www.instagram.com/p/abc/');
  });

  it('resolves a relative link against the base', () => {
    expect(externalUrl('/gp/customer-reviews/R1', 'https://www.amazon.es')).toBe(
      'https://www.amazon.es/gp/customer-reviews/R1',
    );
  });

  it('drops empty, unparseable and non-web links', () => {
    expect(externalUrl(null)).toBeNull();
    expect(externalUrl('  ')).toBeNull();
    expect(externalUrl('/relative/without/base')).toBeNull();
    expect(externalUrl('javascript:alert(1)')).toBeNull();
    expect(externalUrl('javascript:alert(1)', 'https://www.amazon.es')).toBeNull();
  });
});
