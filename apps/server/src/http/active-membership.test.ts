import { describe, expect, it } from 'vitest';
import { activeMembership } from './active-membership.ts';

const one = { orgId: 'o1', orgName: 'One', roles: ['owner'] };
const two = { orgId: 'o2', orgName: 'Two', roles: ['technician'] };

describe('activeMembership', () => {
  it('follows the token org_id only when the membership exists', () => {
    expect(activeMembership([one, two], 'o2')).toBe(two);
    expect(activeMembership([one, two], 'o3')).toBe(one);
    expect(activeMembership([one, two], null)).toBe(one);
  });

  it('is null without memberships, whatever the token says', () => {
    expect(activeMembership([], 'o1')).toBeNull();
  });
});
