import { randomUUID } from 'node:crypto';
import { seriousnessOfFacts, STATUS, type CaseFieldValue, type CreateCaseRequest } from '@vigila/domain';
import { recordAuditEvent } from '../../audit/index.ts';
import type { Db } from '../../db/client.ts';
import type { DbTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { findItemByAnyId, recordItemStatus, type ItemRow } from '../items/index.ts';
import { currentLltInAnyRelease } from '../meddra/index.ts';
import { findUserById } from '../users/index.ts';
import { caseOriginOf } from './case-origin.ts';
import { caseFactsAdditionalEntries } from './case-facts-prefill.ts';
import { prefillCaseForm } from './case-prefill.ts';
import { findCaseIdOfItem, insertCase } from './cases.repository.ts';
import { refreshObligationDue } from './obligation-due.service.ts';

export const ITEM_NOT_FOUND = 'Item not found';
export const CASE_CREATED = 'Case created successfully';
export const CASE_EXISTS = 'Case already exists for this item';

/**
 * The MedDRA coding the analysis gave the item's reaction term (items.meddra_code), for the case's first reaction
 * when that term is the one the form starts with: LLT, its PT and the release's version, as the coding call stores
 * them. Nothing when the code is no longer a current LLT of a release of the organisation.
 */
async function analysedReactionCoding(
  tx: DbTransaction,
  orgId: string,
  item: ItemRow,
  form: Readonly<Record<string, CaseFieldValue>>,
): Promise<Record<string, string>> {
  if (!item.meddraCode || !item.reactionTerm || form.reaction_term !== item.reactionTerm) return {};
  const language = item.language === 'es' ? 'es' : 'en';
  const llt = await currentLltInAnyRelease(tx, orgId, item.meddraCode, language);
  if (!llt) return {};
  return {
    reaction_meddra_code: llt.llt_code,
    reaction_meddra_pt_code: llt.pt_code,
    reaction_meddra_version: llt.version,
  };
}

/**
 * POST /case (SPEC §7 Convert to Case). The item is found by our id or its source id within the caller's
 * organisation and source; its row is locked, so converting it twice at once still makes one case. The case, its
 * pre-filled form, the item set to Needs Review (with its history entry) and the audit events commit together.
 */
export async function createCase(
  db: Db,
  caller: Caller,
  request: CreateCaseRequest,
  now: Date = new Date(),
): Promise<{ id: string; created: boolean; message: string }> {
  return db.transaction(async (tx) => {
    const item = await findItemByAnyId(tx, caller.orgId, request.source, request.reference_id, {
      forUpdate: true,
    });
    if (!item) throw AppError.of('item_not_found');
    const existing = await findCaseIdOfItem(tx, caller.orgId, item.id);
    if (existing !== null) return { id: existing, created: false, message: CASE_EXISTS };

    const user = await findUserById(tx, caller.userId);
    const origin = caseOriginOf(item, request, now);
    const id = randomUUID();
    const form = prefillCaseForm({
      item,
      // The organisation's name as the access rule read it with the membership (http/caller.ts).
      orgName: caller.orgName,
      user,
      today: now.toISOString().slice(0, 10),
    });
    Object.assign(form, await analysedReactionCoding(tx, caller.orgId, item, form));
    await insertCase(
      tx,
      {
        id,
        orgId: caller.orgId,
        itemId: item.id,
        referenceId: request.reference_id,
        source: item.source,
        comment: origin.comment,
        username: origin.username,
        publishedAt: origin.publishedAt,
        adr: item.adr === true,
        pqc: item.pqc === true,
        mi: item.mi === true,
        // Day 0: when the organisation received the item — an e-mail's date, not its upload (decision 0032).
        dayZero: item.receivedAt,
        latestReceiptAt: item.receivedAt,
        createdBy: caller.userId,
        additionalEntries: caseFactsAdditionalEntries(item.caseFacts, form),
        // Possibly serious: the case keeps the shorter clock until a reviewer downgrades it (issue 27).
        possiblySeriousWords:
          seriousnessOfFacts(item.caseFacts) === 'possibly_serious'
            ? (item.caseFacts?.possiblySeriousEvidence ?? [])
            : null,
      },
      form,
    );
    await refreshObligationDue(tx, caller.orgId, id);
    await recordAuditEvent(tx, {
      type: 'case.created',
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: { case_id: id, item_id: item.id, reference_id: request.reference_id, source: request.source },
    });
    // The item is now being handled as a case: out of the pending triage, so nobody works it a second time.
    if (item.statusId !== STATUS.needsReview)
      await recordItemStatus(tx, caller, item, STATUS.needsReview, { caseId: id });
    return { id, created: true, message: CASE_CREATED };
  });
}
