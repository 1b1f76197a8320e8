import { describe, expect, it } from 'vitest';
import { VerifiedTokenCache } from './verified-token-cache.ts';

const claims = (exp: number | undefined) => ({ sub: 'auth0|alice', ...(exp === undefined ? {} : { exp }) });

describe('VerifiedTokenCache', () => {
  it('answers a verified token until it expires', () => {
    let now = 1_000_000;
    const cache = new VerifiedTokenCache({ maxEntries: 10, maxAgeMs: 600_000, now: () => now });
    cache.set('t1', claims(1_060)); // exp 1,060 s = 60 s from now
    expect(cache.get('t1')?.sub).toBe('auth0|alice');
    now = 1_059_999;
    expect(cache.get('t1')).toBeDefined();
    now = 1_060_000;
    expect(cache.get('t1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps a long-lived token no longer than maxAgeMs, so a withdrawn key stops being trusted soon', () => {
    let now = 0;
    const cache = new VerifiedTokenCache({ maxEntries: 10, maxAgeMs: 300_000, now: () => now });
    cache.set('t1', claims(86_400));
    now = 299_999;
    expect(cache.get('t1')).toBeDefined();
    now = 300_000;
    expect(cache.get('t1')).toBeUndefined();
  });

  it('remembers nothing expired or without exp, and never an unknown token', () => {
    const cache = new VerifiedTokenCache({ maxEntries: 10, maxAgeMs: 300_000, now: () => 10_000 });
    cache.set('expired', claims(9));
    cache.set('no-exp', claims(undefined));
    expect(cache.get('expired')).toBeUndefined();
    expect(cache.get('no-exp')).toBeUndefined();
    expect(cache.get('never-seen')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the oldest entry when full', () => {
    const cache = new VerifiedTokenCache({ maxEntries: 2, maxAgeMs: 300_000, now: () => 0 });
    cache.set('a', claims(100));
    cache.set('b', claims(100));
    cache.set('c', claims(100));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });
});
