import { describe, expect, it } from 'vitest';
import { backoffDelay, isRetryableStatus, parseRetryAfter } from './retry-policy.ts';

describe('retry policy', () => {
  it('retries idempotent calls on transient statuses only', () => {
    for (const status of [408, 429, 500, 502, 503, 504]) expect(isRetryableStatus(status, true)).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 422, 501])
      expect(isRetryableStatus(status, true)).toBe(false);
  });

  it('retries a non-idempotent call only when the server says it did not process it', () => {
    expect(isRetryableStatus(429, false)).toBe(true);
    expect(isRetryableStatus(503, false)).toBe(true);
    expect(isRetryableStatus(500, false)).toBe(false);
    expect(isRetryableStatus(502, false)).toBe(false);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    expect(parseRetryAfter('7', now)).toBe(7000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Sun, 01 Mar 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Sun, 01 Mar 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('-5', now)).toBeNull();
  });

  it('backs off exponentially with jitter, within the cap', () => {
    const options = { baseDelayMs: 100, maxDelayMs: 1000 };
    expect(backoffDelay(0, { ...options, random: () => 0 })).toBe(50);
    expect(backoffDelay(0, { ...options, random: () => 1 })).toBe(100);
    expect(backoffDelay(2, { ...options, random: () => 0.5 })).toBe(300);
    expect(backoffDelay(10, { ...options, random: () => 1 })).toBe(1000);
  });
});
