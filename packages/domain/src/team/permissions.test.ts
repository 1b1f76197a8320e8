import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  DEFAULT_PERMISSIONS,
  PERMISSION_ACTIONS,
  permissionErrorCode,
  permissionMatrix,
  rolesMay,
} from './permissions.ts';
import { API_ERRORS } from '../api/api-errors.ts';

describe('the default permissions', () => {
  it('keep technicians from removing channels, completing and reassigning cases', () => {
    expect(DEFAULT_PERMISSIONS.technician).toMatchObject({
      'channel.remove': false,
      'case.complete': false,
      'case.reassign': false,
    });
  });

  it('give the owner every action and keep purging archived items hers alone', () => {
    expect(allowedActions(DEFAULT_PERMISSIONS, ['owner'])).toEqual([...PERMISSION_ACTIONS]);
    for (const role of ['admin', 'manager', 'technician'] as const)
      expect(DEFAULT_PERMISSIONS[role]['archive.purge']).toBe(false);
  });

  it('let owners and admins edit the product dictionary, managers and technicians not', () => {
    expect(
      (['owner', 'admin', 'manager', 'technician'] as const).map(
        (role) => DEFAULT_PERMISSIONS[role]['products.edit'],
      ),
    ).toEqual([true, true, false, false]);
  });
});

describe('an organisation’s matrix', () => {
  it('applies its changes over the defaults but never to the owner', () => {
    const matrix = permissionMatrix([
      { role: 'technician', action: 'case.complete', allowed: true },
      { role: 'manager', action: 'channel.remove', allowed: false },
      { role: 'owner', action: 'permissions.edit', allowed: false },
      { role: 'nobody', action: 'case.complete', allowed: true },
      { role: 'admin', action: 'no.such', allowed: true },
    ]);
    expect(matrix.technician['case.complete']).toBe(true);
    expect(matrix.manager['channel.remove']).toBe(false);
    expect(matrix.owner['permissions.edit']).toBe(true);
    expect(DEFAULT_PERMISSIONS.technician['case.complete']).toBe(false);
  });

  it('lets a member do what any one of her roles may do', () => {
    expect(rolesMay(DEFAULT_PERMISSIONS, ['technician'], 'case.pass_qc')).toBe(false);
    expect(rolesMay(DEFAULT_PERMISSIONS, ['technician', 'manager'], 'case.pass_qc')).toBe(true);
    expect(rolesMay(DEFAULT_PERMISSIONS, ['no-role'], 'case.pass_qc')).toBe(false);
  });
});

describe('a refusal', () => {
  it.each(PERMISSION_ACTIONS)('for want of %s has a 403 code of its own', (action) => {
    const code = permissionErrorCode(action);
    expect(API_ERRORS[code].category).toBe('forbidden');
  });
});
