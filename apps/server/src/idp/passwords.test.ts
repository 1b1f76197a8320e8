import { describe, expect, it } from 'vitest';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('demo-password');
    expect(await verifyPassword('demo-password', hash)).toBe(true);
    expect(await verifyPassword('demo-passworD', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('stores the parameters and a random salt, never the password', async () => {
    const first = await hashPassword('demo-password');
    const second = await hashPassword('demo-password');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(first).not.toEqual(second);
    expect(first).not.toContain('demo-password');
  });

  it('rejects malformed or tampered stored values instead of throwing', async () => {
    const hash = await hashPassword('secret');
    const parts = hash.split('$');
    expect(await verifyPassword('secret', 'plain-text')).toBe(false);
    expect(await verifyPassword('secret', hash.replace(/^scrypt/, 'bcrypt'))).toBe(false);
    expect(await verifyPassword('secret', [...parts.slice(0, 1), '3', ...parts.slice(2)].join('$'))).toBe(
      false,
    );
    expect(
      await verifyPassword('secret', [...parts.slice(0, 1), String(2 ** 24), ...parts.slice(2)].join('$')),
    ).toBe(false);
    expect(await verifyPassword('secret', `${hash}$extra`)).toBe(false);
    expect(await verifyPassword('secret', [...parts.slice(0, 5), ''].join('$'))).toBe(false);
  });

  it('treats unicode-equivalent passwords alike', async () => {
    const hash = await hashPassword('Café');
    expect(await verifyPassword('Cafe\u0301', hash)).toBe(true);
  });

  it('offers a decoy hash that no guess matches', async () => {
    const decoy = await decoyPasswordHash();
    expect(await verifyPassword('demo-password', decoy)).toBe(false);
    expect(await decoyPasswordHash()).toBe(decoy);
  });
});
