import { randomUUID } from 'node:crypto';
import { recordAuditEvent } from '../../audit/index.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { findUserById } from '../users/index.ts';
import { prefillCaseForm } from './case-prefill.ts';
import { insertCase } from './cases.repository.ts';
import { refreshObligationDue } from './obligation-due.service.ts';

/** The source of a case entered by hand on /e2b (a phone call taken by hand, a paper form). */
export const MANUAL_CASE_SOURCE = 'manual';

/**
 * POST /cases/manual (E2B Manual, issue 13): an ICSR with no source item, its form started with the message header,
 * today's dates and the sender block, as a converted case's is. Day 0 is now, when the report is entered.
 */
export async function createManualCase(
  db: Db,
  caller: Caller,
  now: Date = new Date(),
): Promise<{ id: string }> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    const user = await findUserById(tx, caller.userId);
    const form = prefillCaseForm({
      item: null,
      orgName: caller.orgName,
      user,
      today: now.toISOString().slice(0, 10),
    });
    await insertCase(
      tx,
      {
        id,
        orgId: caller.orgId,
        itemId: null,
        referenceId: id,
        source: MANUAL_CASE_SOURCE,
        caseType: 'icsr',
        comment: '',
        username: user?.name ?? 'Unknown',
        publishedAt: now,
        dayZero: now,
        latestReceiptAt: now,
        createdBy: caller.userId,
      },
      form,
    );
    await refreshObligationDue(tx, caller.orgId, id);
    await recordAuditEvent(tx, {
      type: 'case.created_by_hand',
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: { case_id: id },
    });
  });
  return { id };
}
