import { describe, expect, it } from 'vitest';
import { canSeeUser, sharedOrgIds } from './users.policy.ts';

const m = (orgId: string) => ({ orgId, orgName: orgId, roles: ['technician'] });

describe('users policy', () => {
  it('lets a caller see themself, even without organisations', () => {
    expect(canSeeUser('u1', [], 'u1', [])).toBe(true);
  });

  it('lets a caller see a user of a shared organisation only', () => {
    expect(canSeeUser('u1', [m('a'), m('b')], 'u2', [m('b')])).toBe(true);
    expect(canSeeUser('u1', [m('a')], 'u2', [m('b')])).toBe(false);
    expect(canSeeUser('u1', [], 'u2', [])).toBe(false);
  });

  it('lists shared organisations in the caller order', () => {
    expect(sharedOrgIds([m('c'), m('a'), m('b')], [m('b'), m('c')])).toEqual(['c', 'b']);
  });
});
