import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signBlobUrl, verifyBlobSignature } from './signed-url.ts';

const secret = randomBytes(32);
const key = 'org-1/recording/0b3a7c1e-3c7e-4c55-9a8c-4c9c0f6b7a10';

function parse(url: string) {
  const params = new URL(url).searchParams;
  return {
    key: params.get('key') ?? '',
    expires: Number(params.get('expires')),
    sig: params.get('sig') ?? '',
  };
}

describe('signed blob URLs', () => {
  it('verifies a fresh signature and refuses it after expiry', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const { url, expiresAt } = signBlobUrl({ secret, baseUrl: 'http://x', key, now, ttlSeconds: 60 });
    expect(expiresAt.toISOString()).toBe('2026-01-01T00:01:00.000Z');
    expect(verifyBlobSignature({ secret, ...parse(url), now })).toBe(true);
    expect(verifyBlobSignature({ secret, ...parse(url), now: new Date('2026-01-01T00:02:00Z') })).toBe(false);
  });

  it('refuses another key, another expiry or another secret', () => {
    const now = new Date();
    const signed = parse(signBlobUrl({ secret, baseUrl: 'http://x', key, now }).url);
    expect(verifyBlobSignature({ secret, ...signed, key: `${key.slice(0, -1)}1`, now })).toBe(false);
    expect(verifyBlobSignature({ secret, ...signed, expires: signed.expires + 1, now })).toBe(false);
    expect(verifyBlobSignature({ secret: randomBytes(32), ...signed, now })).toBe(false);
  });
});
