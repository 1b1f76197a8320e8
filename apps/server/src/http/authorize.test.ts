import { describe, expect, it } from 'vitest';
import type { AuthContext } from './authenticate.ts';
import { membershipActedIn, namedOrgId } from './authorize.ts';
import type { ClaimNames } from './token-claims.ts';

const claimNames: ClaimNames = { orgId: 'org_id', orgName: 'org_name', orgs: 'orgs', roles: 'roles' };

const acme = { orgId: 'org_acme', orgName: 'Acme', roles: ['technician'] };
const other = { orgId: 'org_other', orgName: 'Other', roles: ['owner'] };

function auth(memberships: AuthContext['memberships'], orgId?: string): AuthContext {
  return {
    userId: 'u1',
    tokenClaims: { sub: 'u1', ...(orgId ? { org_id: orgId } : {}) },
    memberships,
  };
}

describe('namedOrgId', () => {
  it('reads the orgId path parameter first, then an orgId in the body', () => {
    expect(namedOrgId({ params: { orgId: 'a' }, body: { orgId: 'b' } })).toBe('a');
    expect(namedOrgId({ params: {}, body: { orgId: 'b', userId: 'u' } })).toBe('b');
  });
  it('is null when neither names one (or names it with something that is not a string)', () => {
    expect(namedOrgId({ params: { id: 'x' }, body: undefined })).toBeNull();
    expect(namedOrgId({ params: {}, body: { orgId: 42 } })).toBeNull();
    expect(namedOrgId({ params: {}, body: [{ orgId: 'b' }] })).toBeNull();
  });
});

describe('membershipActedIn', () => {
  it("acts in the named organisation when the caller belongs to it, whatever the token's active one", () => {
    expect(membershipActedIn(auth([acme, other], 'org_acme'), 'org_other', claimNames)).toBe(other);
  });
  it('answers 404 Organization not found for an organisation the caller does not belong to', () => {
    expect(() => membershipActedIn(auth([acme]), 'org_other', claimNames)).toThrow('Organization not found');
  });
  it('otherwise acts in the active membership, and refuses a caller without any', () => {
    expect(membershipActedIn(auth([acme, other], 'org_other'), null, claimNames)).toBe(other);
    expect(() => membershipActedIn(auth([]), null, claimNames)).toThrow(
      'You are not a member of any organisation',
    );
  });
});
