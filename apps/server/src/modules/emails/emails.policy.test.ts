import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../../http/authenticate.ts';
import { membershipActedIn } from '../../http/authorize.ts';
import type { Caller } from '../../http/caller.ts';
import { canManageMailboxes, requireMailboxManager } from './emails.policy.ts';

const names = { roles: 'roles', orgs: 'orgs', orgId: 'org_id', orgName: 'org_name' };
const membership = (orgId: string, roles: string[]) => ({ orgId, orgName: orgId, roles });
const auth = (memberships: ReturnType<typeof membership>[], orgId?: string): AuthContext => ({
  userId: 'u1',
  tokenClaims: { sub: 'u1', ...(orgId ? { org_id: orgId } : {}) },
  memberships,
});

describe('e-mail policies', () => {
  // The organisation an e-mail call acts in is the one the access rule checked (http/authorize.ts → Caller).
  it('acts in the organisation the token picked when the database confirms it', () => {
    const both = [membership('a', ['technician']), membership('b', ['owner'])];
    expect(membershipActedIn(auth(both, 'b'), null, names).orgId).toBe('b');
    expect(membershipActedIn(auth(both, 'zzz'), null, names).orgId).toBe('a');
    expect(() => membershipActedIn(auth([]), null, names)).toThrow(
      'You are not a member of any organisation',
    );
  });

  it('lets owners, admins and managers manage mailboxes, not technicians', () => {
    for (const role of ['owner', 'admin', 'manager'])
      expect(canManageMailboxes(membership('a', [role]))).toBe(true);
    expect(canManageMailboxes(membership('a', ['technician']))).toBe(false);
    const technician: Caller = { userId: 'u1', orgId: 'a', orgName: 'a', roles: ['technician'] };
    expect(() => requireMailboxManager(technician)).toThrow(
      'Only owners, admins and managers can connect or remove mailboxes',
    );
  });
});
