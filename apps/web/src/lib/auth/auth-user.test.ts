import { describe, expect, it } from 'vitest';
import { jwtExpirationMs, userFromClaims, type ClaimNames } from './auth-user.ts';

const names: ClaimNames = {
  rolesClaim: 'roles',
  orgsClaim: 'orgs',
  orgIdClaim: 'org_id',
  orgNameClaim: 'org_name',
};

describe('userFromClaims', () => {
  it('maps ID token claims to the signed-in user (SPEC §3)', () => {
    const claims = {
      sub: 'abc',
      email: 'admin@demo.test',
      name: 'Adam Admin',
      picture: 'https://example.test/a.png',
      roles: ['admin', 'technician'],
      orgs: [{ id: 'org-1', name: 'Demo Pharma' }, 'org-2'],
      org_id: 'org-1',
      org_name: 'Demo Pharma',
    };
    expect(userFromClaims(claims, names)).toEqual({
      id: 'abc',
      email: 'admin@demo.test',
      name: 'Adam Admin',
      picture: 'https://example.test/a.png',
      org_name: 'Demo Pharma',
      org_id: 'org-1',
      role: 'admin',
      roles: ['admin', 'technician'],
      orgs: [
        { id: 'org-1', name: 'Demo Pharma' },
        { id: 'org-2', name: 'org-2' },
      ],
      id_token: claims,
    });
  });

  it('falls back to the email for the name and to a profile role', () => {
    const user = userFromClaims({ sub: 'x', email: 'e@x.test', role: 'manager' }, names);
    expect(user.name).toBe('e@x.test');
    expect(user.role).toBe('manager');
    expect(user.roles).toEqual([]);
    expect(user.org_id).toBeNull();
  });

  it('reads custom claim names from the client configuration', () => {
    const custom = { ...names, rolesClaim: 'https://vigila/roles' };
    expect(userFromClaims({ sub: 'x', 'https://vigila/roles': ['owner'] }, custom).role).toBe('owner');
  });
});

describe('jwtExpirationMs', () => {
  it('reads exp in milliseconds and ignores tokens it cannot read', () => {
    const payload = btoa(JSON.stringify({ exp: 10 })).replace(/=+$/, '');
    expect(jwtExpirationMs(`h.${payload}.s`)).toBe(10_000);
    expect(jwtExpirationMs('not-a-jwt')).toBeNull();
    expect(jwtExpirationMs('a.%%%.c')).toBeNull();
  });
});
