import {
  activeSteps,
  allowedActions,
  EDITABLE_PERMISSION_ROLES,
  permissionErrorCode,
  permissionMatrix,
  rolesMay,
  type PermissionAction,
  type PermissionMatrix,
  type PermissionsAnswer,
  type UpdatePermissionRequest,
  type WorkflowSettings,
} from '@vigila/domain';
import { recordAuditEvent } from '../../audit/index.ts';
import type { Db } from '../../db/client.ts';
import type { DbExecutor } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { lockOrg } from './org.repository.ts';
import {
  findWorkflowSettings,
  listPermissionOverrides,
  saveWorkflowSettings,
  upsertPermission,
} from './permissions.repository.ts';

export const PERMISSION_UPDATED = 'Permission updated';
export const WORKFLOW_SETTINGS_UPDATED = 'Workflow settings updated';

/** The organisation's permission matrix as the database holds it now. */
export async function orgPermissionMatrix(db: DbExecutor, orgId: string): Promise<PermissionMatrix> {
  return permissionMatrix(await listPermissionOverrides(db, orgId));
}

/** Whether the caller's roles (read from the database by the access rule) allow the action in her organisation. */
export async function callerMay(db: DbExecutor, caller: Caller, action: PermissionAction): Promise<boolean> {
  return rolesMay(await orgPermissionMatrix(db, caller.orgId), caller.roles, action);
}

/**
 * The one server-side check of a permission, for any module: reads the organisation's matrix from the database
 * and refuses with a 403 that names the missing permission (`permission_<action>`). Call it inside the
 * transaction of the change it guards when there is one, so a matrix changed meanwhile is seen.
 */
export async function requirePermission(
  db: DbExecutor,
  caller: Caller,
  action: PermissionAction,
): Promise<void> {
  if (!(await callerMay(db, caller, action))) throw AppError.of(permissionErrorCode(action));
}

/** GET /org/permissions: any member reads the matrix (the web hides what she may not do). */
export async function getPermissions(db: DbExecutor, caller: Caller): Promise<PermissionsAnswer> {
  const matrix = await orgPermissionMatrix(db, caller.orgId);
  return {
    matrix,
    editable_roles: [...EDITABLE_PERMISSION_ROLES],
    my_actions: allowedActions(matrix, caller.roles),
  };
}

/** PUT /org/permissions: one cell, by a holder of `permissions.edit`; audited with the old and new value. */
export async function updatePermission(db: Db, caller: Caller, cell: UpdatePermissionRequest): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrg(tx, caller.orgId);
    await requirePermission(tx, caller, 'permissions.edit');
    const old = (await orgPermissionMatrix(tx, caller.orgId))[cell.role][cell.action];
    if (old === cell.allowed) return;
    await upsertPermission(tx, caller.orgId, cell, caller.userId);
    await recordAuditEvent(tx, {
      type: 'org.permission_changed',
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: { role: cell.role, action: cell.action, old, new: cell.allowed },
    });
  });
}

/** The organisation's workflow settings (the defaults until it saves its own). */
export function orgWorkflowSettings(db: DbExecutor, orgId: string): Promise<WorkflowSettings> {
  return findWorkflowSettings(db, orgId);
}

/** GET /org/workflow: the settings and the steps they give. */
export async function getWorkflowSettings(db: DbExecutor, caller: Caller) {
  const settings = await findWorkflowSettings(db, caller.orgId);
  return { ...settings, steps: activeSteps(settings) };
}

/** PUT /org/workflow: by a holder of `workflow.edit_settings`; audited with the settings before and after. */
export async function updateWorkflowSettings(
  db: Db,
  caller: Caller,
  settings: WorkflowSettings,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrg(tx, caller.orgId);
    await requirePermission(tx, caller, 'workflow.edit_settings');
    const old = await findWorkflowSettings(tx, caller.orgId);
    const next: WorkflowSettings = {
      quality_check: settings.quality_check,
      medical_review: settings.medical_review,
      qc_by_other_reviewer: settings.qc_by_other_reviewer,
    };
    if (JSON.stringify(old) === JSON.stringify(next)) return;
    await saveWorkflowSettings(tx, caller.orgId, next, caller.userId);
    await recordAuditEvent(tx, {
      type: 'org.workflow_settings_changed',
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: { old, new: next },
    });
  });
}
