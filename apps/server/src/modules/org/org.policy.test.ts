import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { checkOwnerRules, checkRoleChange, requireMemberManager } from './org.policy.ts';

const refusal = (run: () => void): { code: string; message: string } | null => {
  try {
    run();
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, message: error.message };
  }
};

describe('requireMemberManager', () => {
  it('lets owners, admins and managers through', () => {
    for (const roles of [['owner'], ['admin'], ['manager'], ['technician', 'manager']]) {
      expect(refusal(() => requireMemberManager(roles))).toBeNull();
    }
  });

  it('refuses a technician or a member without a role, and answers not found for a non-member', () => {
    expect(refusal(() => requireMemberManager(['technician']))?.code).toBe('forbidden');
    expect(refusal(() => requireMemberManager([]))?.code).toBe('forbidden');
    expect(refusal(() => requireMemberManager(null))).toEqual({
      code: 'not_found',
      message: 'Organization not found',
    });
  });
});

describe('checkOwnerRules', () => {
  const ownerOnly = { code: 'forbidden', message: 'Only an owner can grant or remove the owner role' };
  const lastOwner = { code: 'conflict', message: 'An organisation needs at least one owner' };

  it('leaves changes that do not touch the owner role to any manager', () => {
    const change = { callerRoles: ['manager'], before: ['technician'], after: ['admin'], ownerCount: 1 };
    expect(refusal(() => checkOwnerRules(change))).toBeNull();
    const ownerKeeps = {
      callerRoles: ['admin'],
      before: ['owner'],
      after: ['owner', 'admin'],
      ownerCount: 1,
    };
    expect(refusal(() => checkOwnerRules(ownerKeeps))).toBeNull();
  });

  it('lets only an owner grant, take away or remove the owner role', () => {
    expect(
      refusal(() => checkOwnerRules({ callerRoles: ['admin'], before: [], after: ['owner'], ownerCount: 1 })),
    ).toEqual(ownerOnly);
    expect(
      refusal(() =>
        checkOwnerRules({ callerRoles: ['manager'], before: ['owner'], after: [], ownerCount: 2 }),
      ),
    ).toEqual(ownerOnly);
    expect(
      refusal(() => checkOwnerRules({ callerRoles: ['owner'], before: ['owner'], after: [], ownerCount: 2 })),
    ).toBeNull();
  });

  it('never leaves the organisation without an owner', () => {
    expect(
      refusal(() =>
        checkOwnerRules({ callerRoles: ['owner'], before: ['owner'], after: ['admin'], ownerCount: 1 }),
      ),
    ).toEqual(lastOwner);
    expect(
      refusal(() => checkOwnerRules({ callerRoles: ['owner'], before: ['owner'], after: [], ownerCount: 1 })),
    ).toEqual(lastOwner);
  });
});

describe('checkRoleChange', () => {
  /** The stable code of the refusal (AppError.code is only its category), or null when allowed. */
  const change = (callerRoles: string[], before: string[], after: string[], ownMembership = false) => {
    try {
      checkRoleChange({ callerRoles, before, after, ownerCount: 2, ownMembership });
      return null;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return error.apiCode;
    }
  };

  it('refuses raising one’s own rank, and lets one give up roles or add lower ones', () => {
    expect(change(['manager'], ['manager'], ['admin', 'manager'], true)).toBe('own_roles');
    expect(change(['admin'], ['admin'], ['owner'], true)).toBe('own_roles');
    expect(change(['technician', 'manager'], ['manager', 'technician'], ['manager'], true)).toBeNull();
    expect(change(['owner'], ['owner'], ['owner', 'admin'], true)).toBeNull();
    expect(change(['admin'], ['admin'], ['admin', 'technician'], true)).toBeNull();
  });

  it('lets a caller grant or take away only roles at or below its own', () => {
    expect(change(['manager'], ['technician'], ['admin'])).toBe('role_above_own');
    expect(change(['manager'], ['admin'], ['technician'])).toBe('role_above_own');
    expect(change(['manager'], ['admin'], [])).toBe('role_above_own');
    expect(change(['manager'], ['technician'], ['manager', 'technician'])).toBeNull();
    expect(change(['admin'], ['technician'], ['admin'])).toBeNull();
    expect(change(['admin'], ['technician'], ['owner'])).toBe('owner_only');
    expect(change(['owner'], ['technician'], ['owner'])).toBeNull();
  });
});
