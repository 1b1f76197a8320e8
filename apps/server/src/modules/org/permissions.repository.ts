import { DEFAULT_WORKFLOW_SETTINGS, type PermissionOverride, type WorkflowSettings } from '@vigila/domain';
import { eq, sql } from 'drizzle-orm';
import { orgRolePermissions, orgWorkflowSettings } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';

/** The cells of the organisation's permission matrix it changed from the defaults. */
export async function listPermissionOverrides(db: DbExecutor, orgId: string): Promise<PermissionOverride[]> {
  return db
    .select({
      role: orgRolePermissions.role,
      action: orgRolePermissions.action,
      allowed: orgRolePermissions.allowed,
    })
    .from(orgRolePermissions)
    .where(eq(orgRolePermissions.orgId, orgId));
}

export async function upsertPermission(
  db: DbExecutor,
  orgId: string,
  cell: PermissionOverride,
  userId: string,
): Promise<void> {
  await db
    .insert(orgRolePermissions)
    .values({ orgId, ...cell, updatedBy: userId })
    .onConflictDoUpdate({
      target: [orgRolePermissions.orgId, orgRolePermissions.role, orgRolePermissions.action],
      set: { allowed: cell.allowed, updatedBy: userId, updatedAt: sql`now()` },
    });
}

/** The organisation's workflow settings, the defaults while it has saved none. */
export async function findWorkflowSettings(db: DbExecutor, orgId: string): Promise<WorkflowSettings> {
  const [row] = await db
    .select({
      quality_check: orgWorkflowSettings.qualityCheck,
      medical_review: orgWorkflowSettings.medicalReview,
      qc_by_other_reviewer: orgWorkflowSettings.qcByOtherReviewer,
    })
    .from(orgWorkflowSettings)
    .where(eq(orgWorkflowSettings.orgId, orgId));
  return row ?? { ...DEFAULT_WORKFLOW_SETTINGS };
}

export async function saveWorkflowSettings(
  db: DbExecutor,
  orgId: string,
  settings: WorkflowSettings,
  userId: string,
): Promise<void> {
  const values = {
    qualityCheck: settings.quality_check,
    medicalReview: settings.medical_review,
    qcByOtherReviewer: settings.qc_by_other_reviewer,
    updatedBy: userId,
  };
  await db
    .insert(orgWorkflowSettings)
    .values({ orgId, ...values })
    .onConflictDoUpdate({ target: orgWorkflowSettings.orgId, set: { ...values, updatedAt: sql`now()` } });
}
