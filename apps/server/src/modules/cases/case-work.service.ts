import { draftNarrative, sectionEntries, SOURCE_CASE_ORIGINS, type Source } from '@vigila/domain';
import { recordAuditEvent } from '../../audit/index.ts';
import type { Db } from '../../db/client.ts';
import type { DbExecutor } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { findItemById } from '../items/index.ts';
import { findMemberRoles, requirePermission } from '../org/index.ts';
import { findCaseRecord, updateCaseAssignee } from './cases.repository.ts';

export const CASE_ASSIGNED = 'Case assigned';
export const CASE_UNASSIGNED = 'Case unassigned';

/**
 * PUT /cases/{id}/assignee: a member of the organisation, or null to unassign; audited with who before. Changing
 * who works the case needs `case.reassign` (decision 0034), but a member may take an unassigned case herself.
 */
export async function assignCase(
  db: Db,
  caller: Caller,
  { id, assigneeId }: { id: string; assigneeId: string | null },
): Promise<string> {
  return db.transaction(async (tx) => {
    const record = await findCaseRecord(tx, caller.orgId, id, { forUpdate: true });
    if (!record) throw AppError.of('case_not_found');
    const claimsUnassigned = record.row.assigneeId === null && assigneeId === caller.userId;
    if (!claimsUnassigned) await requirePermission(tx, caller, 'case.reassign');
    if (assigneeId !== null && (await findMemberRoles(tx, caller.orgId, assigneeId)) === null)
      throw AppError.of('assignee_not_member');
    const old = record.row.assigneeId;
    if (old !== assigneeId) {
      await updateCaseAssignee(tx, caller.orgId, id, assigneeId);
      await recordAuditEvent(tx, {
        type: 'case.assigned',
        orgId: caller.orgId,
        actorUserId: caller.userId,
        data: { case_id: id, old, new: assigneeId },
      });
    }
    return assigneeId === null ? CASE_UNASSIGNED : CASE_ASSIGNED;
  });
}

/**
 * POST /cases/{id}/narrative-draft: a narrative written from the case's facts and its source item's text, for the
 * reviewer to edit into H.1. Nothing is saved: the form saves the field as for any other edit.
 */
export async function draftCaseNarrative(db: DbExecutor, caller: Caller, { id }: { id: string }) {
  const record = await findCaseRecord(db, caller.orgId, id);
  if (!record) throw AppError.of('case_not_found');
  const { row, form } = record;
  const item = row.itemId ? await findItemById(db, caller.orgId, row.itemId) : null;
  const entries = (section: 'E' | 'F' | 'G') => sectionEntries(form, row.additionalEntries, section);
  return {
    narrative: draftNarrative({
      form,
      reactions: entries('E'),
      drugs: entries('G'),
      tests: entries('F'),
      receivedDate: row.dayZero.toISOString().slice(0, 10),
      sourceLabel: item ? SOURCE_CASE_ORIGINS[item.source as Source] : null,
      sourceText: item ? [item.title, item.text].filter(Boolean).join('. ') : null,
    }),
  };
}
