import { describe, expect, it } from 'vitest';
import { buildIdentityClaims, buildOrganisationClaims, claimsByScope, type AccountView } from './claims.ts';

const names = { roles: 'roles', orgs: 'orgs', orgId: 'org_id', orgName: 'org_name' };

function buildAccount(overrides: Partial<AccountView> = {}): AccountView {
  return {
    id: 'user-1',
    email: 'olivia@demo.test',
    name: 'Olivia Owner',
    picture: null,
    emailVerified: true,
    memberships: [
      { orgId: 'org-a', orgName: 'Demo Pharma', roles: ['owner', 'admin'] },
      { orgId: 'org-b', orgName: 'Other Labs', roles: ['technician'] },
    ],
    ...overrides,
  };
}

describe('identity claims', () => {
  it('uses the first membership when no organisation is requested, main role first', () => {
    const claims = buildIdentityClaims(buildAccount(), names, undefined);
    expect(claims).toEqual({
      sub: 'user-1',
      email: 'olivia@demo.test',
      email_verified: true,
      name: 'Olivia Owner',
      roles: ['owner', 'admin'],
      orgs: [
        { id: 'org-a', name: 'Demo Pharma' },
        { id: 'org-b', name: 'Other Labs' },
      ],
      org_id: 'org-a',
      org_name: 'Demo Pharma',
    });
  });

  it('switches to the requested organisation when the user is a member there', () => {
    const claims = buildOrganisationClaims(buildAccount(), names, 'org-b');
    expect(claims).toMatchObject({ roles: ['technician'], org_id: 'org-b', org_name: 'Other Labs' });
  });

  it('ignores a requested organisation the user does not belong to', () => {
    const claims = buildOrganisationClaims(buildAccount(), names, 'org-elsewhere');
    expect(claims).toMatchObject({ roles: ['owner', 'admin'], org_id: 'org-a' });
  });

  it('has empty roles and orgs and no active organisation without memberships', () => {
    const claims = buildOrganisationClaims(buildAccount({ memberships: [] }), names, 'org-a');
    expect(claims).toEqual({ roles: [], orgs: [] });
  });

  it('honours configured claim names and includes the picture only when set', () => {
    const custom = {
      roles: 'https://vigila/roles',
      orgs: 'https://vigila/orgs',
      orgId: 'tenant',
      orgName: 'tenant_name',
    };
    const claims = buildIdentityClaims(buildAccount({ picture: 'https://img/p.png' }), custom, undefined);
    expect(claims).toMatchObject({
      picture: 'https://img/p.png',
      'https://vigila/roles': ['owner', 'admin'],
      tenant: 'org-a',
      tenant_name: 'Demo Pharma',
    });
    expect(claims).not.toHaveProperty('roles');
    expect(claimsByScope(custom).openid).toEqual([
      'sub',
      'https://vigila/roles',
      'https://vigila/orgs',
      'tenant',
      'tenant_name',
    ]);
  });

  it('does not share role arrays with the account (tokens must not alias mutable state)', () => {
    const account = buildAccount();
    const claims = buildOrganisationClaims(account, names, undefined);
    (claims.roles as string[]).push('intruder');
    expect(account.memberships[0]?.roles).toEqual(['owner', 'admin']);
  });
});
