import {
  PERMISSION_ACTIONS,
  ROLES,
  type PermissionAction,
  type PermissionsAnswer,
  type Role,
} from '@vigila/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import type { Team } from '../../test/team-test-kit.ts';
import { startWorkflowTestKit, type WorkflowTestKit } from '../../test/workflow-test-kit.ts';
import { requirePermission } from './index.ts';

const kinds = await testDatabaseKinds();

/** The shipped matrix, written out: role × action → allowed (decision 0034). */
const EXPECTED: Record<Role, Record<PermissionAction, boolean>> = {
  owner: {
    'channel.remove': true,
    'case.complete': true,
    'case.reassign': true,
    'case.pass_qc': true,
    'case.pass_medical_review': true,
    'workflow.edit_settings': true,
    'permissions.edit': true,
    'archive.purge': true,
    'products.edit': true,
  },
  admin: {
    'channel.remove': true,
    'case.complete': true,
    'case.reassign': true,
    'case.pass_qc': true,
    'case.pass_medical_review': true,
    'workflow.edit_settings': true,
    'permissions.edit': true,
    'archive.purge': false,
    'products.edit': true,
  },
  manager: {
    'channel.remove': true,
    'case.complete': true,
    'case.reassign': true,
    'case.pass_qc': true,
    'case.pass_medical_review': true,
    'workflow.edit_settings': false,
    'permissions.edit': false,
    'archive.purge': false,
    'products.edit': false,
  },
  technician: {
    'channel.remove': false,
    'case.complete': false,
    'case.reassign': false,
    'case.pass_qc': false,
    'case.pass_medical_review': false,
    'workflow.edit_settings': false,
    'permissions.edit': false,
    'archive.purge': false,
    'products.edit': false,
  },
};

const ERROR_CODE: Record<PermissionAction, string> = {
  'channel.remove': 'permission_channel_remove',
  'case.complete': 'permission_case_complete',
  'case.reassign': 'permission_case_reassign',
  'case.pass_qc': 'permission_case_pass_qc',
  'case.pass_medical_review': 'permission_case_pass_medical_review',
  'workflow.edit_settings': 'permission_workflow_edit_settings',
  'permissions.edit': 'permission_permissions_edit',
  'archive.purge': 'permission_archive_purge',
  'products.edit': 'permission_products_edit',
};

/** A call that takes the action, on a fresh organisation, and how to tell afterwards that it was done. */
interface Scenario {
  call: (team: Team) => Promise<{ request: InjectOptions; done: () => Promise<boolean> }>;
}

describe.each(kinds)('the permissions matrix per role on %s', (kind) => {
  let k: WorkflowTestKit;

  beforeAll(async () => {
    k = await startWorkflowTestKit(kind);
  });
  afterAll(() => k.t.close());

  const noReviews = { quality_check: false, medical_review: false, qc_by_other_reviewer: false };

  // Each action's call, by the route that needs it; the purge has no route yet: it is checked through
  // requirePermission, the function its route will call.
  const scenarios: Record<Exclude<PermissionAction, 'archive.purge'>, Scenario> = {
    'channel.remove': {
      call: async (team) => {
        const key = await k.channel(team);
        return {
          request: { method: 'DELETE', url: `/api/youtube/${key}` },
          done: async () => (await k.channelCount(team.orgId)) === 0,
        };
      },
    },
    'case.complete': {
      call: async (team) => {
        await k.settings(team, noReviews);
        const id = await k.caseAt(team, 'data_entry');
        return {
          request: { method: 'PUT', url: `/api/case/${id}/status`, payload: { status: 'completed' } },
          done: async () => (await k.caseRow(id)).workflowStep === 'complete',
        };
      },
    },
    'case.reassign': {
      call: async (team) => {
        const id = await k.caseAt(team, 'data_entry');
        return {
          request: {
            method: 'PUT',
            url: `/api/cases/${id}/assignee`,
            payload: { assignee_id: team.ids.admin },
          },
          done: async () => (await k.caseRow(id)).assigneeId === team.ids.admin,
        };
      },
    },
    'case.pass_qc': {
      call: async (team) => {
        const author = await k.member(team.orgId, ['technician'], 'Another Author');
        const id = await k.caseAt(team, 'quality_check', { dataEntryBy: author.id });
        return {
          request: { method: 'POST', url: `/api/cases/${id}/workflow`, payload: { direction: 'forward' } },
          done: async () => (await k.caseRow(id)).workflowStep === 'medical_review',
        };
      },
    },
    'case.pass_medical_review': {
      call: async (team) => {
        const id = await k.caseAt(team, 'medical_review');
        return {
          request: {
            method: 'POST',
            url: `/api/cases/${id}/workflow`,
            payload: { direction: 'back', reason: 'Causality not argued' },
          },
          done: async () => (await k.caseRow(id)).workflowStep === 'quality_check',
        };
      },
    },
    'workflow.edit_settings': {
      call: (team) =>
        Promise.resolve({
          request: {
            method: 'PUT',
            url: '/api/org/workflow',
            payload: { ...noReviews, quality_check: true },
          },
          done: async () => {
            const answer = await k.send(team.tokens.owner, { method: 'GET', url: '/api/org/workflow' });
            return !answer.json<{ data: { medical_review: boolean } }>().data.medical_review;
          },
        }),
    },
    'permissions.edit': {
      call: (team) =>
        Promise.resolve({
          request: {
            method: 'PUT',
            url: '/api/org/permissions',
            payload: { role: 'technician', action: 'case.reassign', allowed: true },
          },
          done: async () => {
            const answer = await k.send(team.tokens.owner, { method: 'GET', url: '/api/org/permissions' });
            return answer.json<{ data: PermissionsAnswer }>().data.matrix.technician['case.reassign'];
          },
        }),
    },
    'products.edit': {
      call: (team) =>
        Promise.resolve({
          request: { method: 'POST', url: '/api/products', payload: { name: 'Xarelto' } },
          done: async () => {
            const answer = await k.send(team.tokens.owner, { method: 'GET', url: '/api/products' });
            return answer.json<{ data: unknown[] }>().data.length === 1;
          },
        }),
    },
  };

  const cells = ROLES.flatMap((role) =>
    (Object.keys(scenarios) as (keyof typeof scenarios)[]).map((action) => ({
      role,
      action,
      allowed: EXPECTED[role][action],
    })),
  );

  it.each(cells)('$role × $action: allowed $allowed', async ({ role, action, allowed }) => {
    const team = await k.team();
    const { request, done } = await scenarios[action].call(team);
    const response = await k.send(team.tokens[role], request);
    if (allowed) {
      expect(response.statusCode, response.body).toBe(200);
      expect(await done()).toBe(true);
    } else {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: ERROR_CODE[action] });
      expect(await done()).toBe(false);
    }
  });

  it.each(ROLES)(
    '%s: requirePermission answers every action as the matrix says, purge included',
    async (role) => {
      const team = await k.team();
      const caller = { userId: team.ids[role], orgId: team.orgId, orgName: team.orgName, roles: [role] };
      for (const action of PERMISSION_ACTIONS) {
        const outcome = await requirePermission(k.t.database.db, caller, action).then(
          () => 'allowed',
          (error: unknown) => (error instanceof AppError ? error.apiCode : 'other'),
        );
        expect(outcome, action).toBe(EXPECTED[role][action] ? 'allowed' : ERROR_CODE[action]);
      }
      const answer = await k.send(team.tokens[role], { method: 'GET', url: '/api/org/permissions' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json<{ data: PermissionsAnswer }>().data.my_actions).toEqual(
        PERMISSION_ACTIONS.filter((action) => EXPECTED[role][action]),
      );
    },
  );

  it('follows the organisation’s changes: a right granted or withdrawn holds on the next call, audited', async () => {
    const team = await k.team();
    const grant = (role: string, action: string, allowed: boolean) =>
      k.send(team.tokens.admin, {
        method: 'PUT',
        url: '/api/org/permissions',
        payload: { role, action, allowed },
      });
    expect((await grant('technician', 'channel.remove', true)).statusCode).toBe(200);
    expect((await grant('manager', 'channel.remove', false)).statusCode).toBe(200);

    const first = await k.channel(team);
    expect(
      (await k.send(team.tokens.manager, { method: 'DELETE', url: `/api/youtube/${first}` })).statusCode,
    ).toBe(403);
    expect(
      (await k.send(team.tokens.technician, { method: 'DELETE', url: `/api/youtube/${first}` })).statusCode,
    ).toBe(200);

    const audit = (await k.auditOf(team.orgId)).filter((event) => event.type === 'org.permission_changed');
    expect(audit).toEqual([
      {
        type: 'org.permission_changed',
        actorUserId: team.ids.admin,
        data: { role: 'technician', action: 'channel.remove', old: false, new: true },
      },
      {
        type: 'org.permission_changed',
        actorUserId: team.ids.admin,
        data: { role: 'manager', action: 'channel.remove', old: true, new: false },
      },
    ]);
  });

  it('never changes the owner’s rights, and refuses the matrix to those without the permission', async () => {
    const team = await k.team();
    const owner = await k.send(team.tokens.owner, {
      method: 'PUT',
      url: '/api/org/permissions',
      payload: { role: 'owner', action: 'permissions.edit', allowed: false },
    });
    expect(owner.statusCode).toBe(400);
    const before = await k.written(team.orgId);
    const manager = await k.send(team.tokens.manager, {
      method: 'PUT',
      url: '/api/org/permissions',
      payload: { role: 'technician', action: 'case.complete', allowed: true },
    });
    expect(manager.statusCode).toBe(403);
    expect(manager.json()).toEqual({
      error: 'You do not have the permission “Edit roles and permissions”',
      code: 'permission_permissions_edit',
    });
    expect(await k.written(team.orgId)).toEqual(before);
  });
});
