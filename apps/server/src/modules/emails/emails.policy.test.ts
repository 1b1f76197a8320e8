import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../../http/authenticate.ts';
import { callerMembership, canManageMailboxes, requireMailboxManager } from './emails.policy.ts';

const names = { roles: 'roles', orgs: 'orgs', orgId: 'org_id', orgName: 'org_name' };
const membership = (orgId: string, roles: string[]) => ({ orgId, orgName: orgId, roles });
const auth = (memberships: ReturnType<typeof membership>[], orgId?: string): AuthContext => ({
  userId: 'u1',
  tokenClaims: { sub: 'u1', ...(orgId ? { org_id: orgId } : {}) },
  memberships,
});

describe('e-mail policies', () => {
  it('acts in the organisation the token picked when the database confirms it', () => {
    const both = [membership('a', ['technician']), membership('b', ['owner'])];
    expect(callerMembership(auth(both, 'b'), names).orgId).toBe('b');
    expect(callerMembership(auth(both, 'zzz'), names).orgId).toBe('a');
    expect(() => callerMembership(auth([]), names)).toThrow('You are not a member of an organisation');
  });

  it('lets owners, admins and managers manage mailboxes, not technicians', () => {
    for (const role of ['owner', 'admin', 'manager'])
      expect(canManageMailboxes(membership('a', [role]))).toBe(true);
    expect(canManageMailboxes(membership('a', ['technician']))).toBe(false);
    expect(() => requireMailboxManager(membership('a', ['technician']))).toThrow(
      'Only owners, admins and managers can connect or remove mailboxes',
    );
  });
});
