import { randomUUID } from 'node:crypto';
import {
  canManageMembers,
  customReportDefinitionSchema,
  type CustomReportDefinition,
  type SavedCustomReport,
} from '@vigila/domain';
import { recordAuditEvent } from '../../audit/index.ts';
import type { Db } from '../../db/client.ts';
import { hasPgErrorCode, PG_ERROR } from '../../db/pg-error.ts';
import type { DbTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import {
  deleteSavedReport,
  findSavedReport,
  insertSavedReport,
  listSavedReports,
  nameTaken,
  updateSavedReport,
  type SavedReportRow,
} from './saved-reports.repository.ts';

/**
 * Who may change or delete a saved report (decision 0024): the member who saved it, or an owner, admin or
 * manager. Any member reads, runs and saves reports.
 */
export function mayChangeReport(caller: Caller, createdBy: string | null): boolean {
  return createdBy === caller.userId || canManageMembers(caller.roles);
}

/**
 * A stored report as the API shows it; its definition validated again, and null when it no longer validates (the
 * report stays listed, to be deleted or saved over, and is never run).
 */
function present(caller: Caller, row: SavedReportRow): SavedCustomReport {
  return {
    id: row.id,
    name: row.name,
    definition: customReportDefinitionSchema.safeParse(row.definition).data ?? null,
    created_by: row.createdBy,
    created_by_name: row.createdByName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    can_edit: mayChangeReport(caller, row.createdBy),
  };
}

export async function savedReports(db: Db, caller: Caller): Promise<SavedCustomReport[]> {
  const rows = await listSavedReports(db, caller.orgId);
  return rows.map((row) => present(caller, row));
}

type Save = { name: string; definition: CustomReportDefinition };

async function presentSaved(db: Db, caller: Caller, id: string): Promise<SavedCustomReport> {
  const row = await findSavedReport(db, caller.orgId, id);
  if (!row) throw AppError.of('custom_report_not_found');
  return present(caller, row);
}

/** POST /custom-reports: saves a definition for the organisation under a name no other report has; audited. */
export async function createSavedReport(db: Db, caller: Caller, save: Save): Promise<SavedCustomReport> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    const row = { id, orgId: caller.orgId, createdBy: caller.userId, ...save };
    if (!(await insertSavedReport(tx, row))) throw AppError.of('custom_report_name_taken');
    await recordAuditEvent(tx, {
      type: 'custom_report.created',
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: { report_id: id, name: save.name, subject: save.definition.subject },
    });
  });
  return presentSaved(db, caller, id);
}

/** The report `id` of the caller's organisation, locked, if the caller may change it. */
async function changeableReport(tx: DbTransaction, caller: Caller, id: string) {
  const row = await findSavedReport(tx, caller.orgId, id);
  if (!row) throw AppError.of('custom_report_not_found');
  if (!mayChangeReport(caller, row.createdBy)) throw AppError.of('custom_report_not_yours');
  return row;
}

/** PUT /custom-reports/:id: a new name and/or definition; audited. */
export async function updateReport(
  db: Db,
  caller: Caller,
  id: string,
  save: Save,
): Promise<SavedCustomReport> {
  try {
    await db.transaction(async (tx) => {
      await changeableReport(tx, caller, id);
      if (await nameTaken(tx, caller.orgId, save.name, id)) throw AppError.of('custom_report_name_taken');
      await updateSavedReport(tx, caller.orgId, id, save);
      await recordAuditEvent(tx, {
        type: 'custom_report.updated',
        orgId: caller.orgId,
        actorUserId: caller.userId,
        data: { report_id: id, name: save.name, subject: save.definition.subject },
      });
    });
  } catch (error) {
    // Two renames to one free name can both pass the check; the unique index stops the second.
    if (hasPgErrorCode(error, PG_ERROR.uniqueViolation)) throw AppError.of('custom_report_name_taken');
    throw error;
  }
  return presentSaved(db, caller, id);
}

/** DELETE /custom-reports/:id; audited. */
export async function deleteReport(db: Db, caller: Caller, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await changeableReport(tx, caller, id);
    await deleteSavedReport(tx, caller.orgId, id);
    const subject = customReportDefinitionSchema.safeParse(row.definition).data?.subject ?? 'unknown';
    await recordAuditEvent(tx, {
      type: 'custom_report.deleted',
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: { report_id: id, name: row.name, subject },
    });
  });
}
