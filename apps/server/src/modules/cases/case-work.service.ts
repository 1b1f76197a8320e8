import {
  draftNarrative,
  en,
  loadSpanish,
  narrativeWordsOf,
  sectionEntries,
  type Catalogue,
  type Language,
  type RepeatableSection,
} from '@vigila/domain';
import { recordAuditEvent } from '../../audit/index.ts';
import type { Db } from '../../db/client.ts';
import type { DbExecutor } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { dataString, findItemById } from '../items/index.ts';
import { findMemberRoles, requirePermission } from '../org/index.ts';
import { receiptDatesOf } from './case.presenter.ts';
import { treatmentsOfFacts } from './case-facts-prefill.ts';
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

/** The catalogue the narrative is written from: Spanish is loaded once, on the first Spanish draft. */
let spanish: Promise<Catalogue> | null = null;
const catalogueOf = (language: Language): Promise<Catalogue> =>
  language === 'es' ? (spanish ??= loadSpanish()) : Promise.resolve(en);

/**
 * POST /cases/{id}/narrative-draft: a narrative written from the case's saved facts in the reader's language, for
 * the reviewer to edit into H.1 (decision 0039). It counts from the case's initial receipt date; it quotes no source
 * text, and the names the source gives (the e-mail's sender) are removed from any field it quotes. Nothing is saved:
 * the form saves the field as for any other edit.
 */
export async function draftCaseNarrative(
  db: DbExecutor,
  caller: Caller,
  { id, language }: { id: string; language: Language },
) {
  const record = await findCaseRecord(db, caller.orgId, id);
  if (!record) throw AppError.of('case_not_found');
  const { row, form } = record;
  const item = row.itemId ? await findItemById(db, caller.orgId, row.itemId) : null;
  const entries = (section: RepeatableSection) => sectionEntries(form, row.additionalEntries, section);
  const sourceNames = item ? [item.author, dataString(item, 'from_name')] : [];
  return {
    narrative: draftNarrative(
      {
        form,
        reporters: entries('C2'),
        reactions: entries('E'),
        tests: entries('F'),
        drugs: entries('G'),
        initialReceiptDate: receiptDatesOf(row).initial_receipt_date,
        sourceNames: sourceNames.filter((name): name is string => typeof name === 'string'),
        treatments: treatmentsOfFacts(item?.caseFacts ?? null),
      },
      narrativeWordsOf(await catalogueOf(language), language),
    ),
  };
}
