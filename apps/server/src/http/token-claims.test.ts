import { describe, expect, it } from 'vitest';
import { findClaimedOrg, readOrgIdClaim, readOrgsClaim, readRolesClaim } from './token-claims.ts';

const names = { roles: 'roles', orgs: 'orgs', orgId: 'org_id', orgName: 'org_name' };

describe('token claims', () => {
  it('reads the orgs claim as ids or as { id, name } objects, ignoring junk', () => {
    expect(readOrgsClaim({ orgs: ['o1', '', 3] }, names)).toEqual([{ id: 'o1', name: null }]);
    expect(readOrgsClaim({ orgs: [{ id: 'o2', name: 'Acme' }, { name: 'no id' }, null] }, names)).toEqual([
      { id: 'o2', name: 'Acme' },
    ]);
    expect(readOrgsClaim({ orgs: 'o1' }, names)).toEqual([]);
  });

  it('honours configured, namespaced claim names', () => {
    const custom = { ...names, roles: 'https://vigila.app/roles', orgId: 'https://vigila.app/org' };
    expect(readRolesClaim({ 'https://vigila.app/roles': ['admin'] }, custom)).toEqual(['admin']);
    expect(readOrgIdClaim({ 'https://vigila.app/org': 'o9' }, custom)).toBe('o9');
    expect(readRolesClaim({ roles: ['admin'] }, custom)).toEqual([]);
  });

  it('finds an org vouched for by the orgs claim or the org_id claim only', () => {
    const claims = { orgs: [{ id: 'o1', name: 'One' }], org_id: 'o2', org_name: 'Two' };
    expect(findClaimedOrg(claims, names, 'o1')).toEqual({ id: 'o1', name: 'One' });
    expect(findClaimedOrg(claims, names, 'o2')).toEqual({ id: 'o2', name: 'Two' });
    expect(findClaimedOrg(claims, names, 'o3')).toBeNull();
  });

  it('keeps known roles in order, once each, and drops no-role and unknown ones', () => {
    expect(readRolesClaim({ roles: ['manager', 'no-role', 'root', 'owner', 'manager'] }, names)).toEqual([
      'manager',
      'owner',
    ]);
    expect(readRolesClaim({ roles: 'technician' }, names)).toEqual(['technician']);
    expect(readRolesClaim({ roles: ['no-role'] }, names)).toEqual([]);
    expect(readRolesClaim({}, names)).toEqual([]);
  });
});
