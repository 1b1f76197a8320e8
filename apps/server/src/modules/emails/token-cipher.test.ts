import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenCipher, decodeKey } from './token-cipher.ts';

describe('token cipher', () => {
  const cipher = createTokenCipher(randomBytes(32));

  it('round-trips a token, with a fresh IV each time', () => {
    const first = cipher.encrypt('ya29.a0-access-token', 'row-1');
    const second = cipher.encrypt('ya29.a0-access-token', 'row-1');
    expect(first).not.toBe(second);
    expect(first).not.toContain('ya29');
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(cipher.decrypt(first, 'row-1')).toBe('ya29.a0-access-token');
  });

  it('refuses a token moved to another row, a tampered ciphertext, or another key', () => {
    const sealed = cipher.encrypt('secret', 'row-1');
    expect(() => cipher.decrypt(sealed, 'row-2')).toThrow();
    const [version, iv, tag, data = ''] = sealed.split('.');
    const flipped = `${data.slice(0, -2)}${data.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(() => cipher.decrypt([version, iv, tag, flipped].join('.'), 'row-1')).toThrow();
    expect(() => createTokenCipher(randomBytes(32)).decrypt(sealed, 'row-1')).toThrow();
    expect(() => cipher.decrypt('plain-token', 'row-1')).toThrow('Unreadable encrypted token');
  });

  it('reads keys written as hex or base64, and refuses other lengths', () => {
    const key = randomBytes(32);
    expect(decodeKey(key.toString('hex'))).toEqual(key);
    expect(decodeKey(key.toString('base64'))).toEqual(key);
    expect(decodeKey(` ${key.toString('base64url')}\n`)).toEqual(key);
    expect(() => decodeKey('too-short')).toThrow('TOKEN_ENCRYPTION_KEY must be 32 bytes');
  });
});
