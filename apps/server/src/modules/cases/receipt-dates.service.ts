import { receiptDatesProblem, type ReceiptDatesRequest } from '@vigila/domain';
import { recordAuditEvent } from '../../audit/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { receiptDatesOf } from './case.presenter.ts';
import { findCaseRecord, updateCaseReceiptDates } from './cases.repository.ts';
import { refreshObligationDue } from './obligation-due.service.ts';

export const RECEIPT_DATES_SAVED = 'Receipt dates saved';

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The latest calendar day that is already today somewhere (UTC+14): a reader east of UTC may enter their own today
 * while UTC is still on the day before.
 */
const latestToday = (now: Date) => dayOf(new Date(now.getTime() + 14 * 60 * 60 * 1000));

/**
 * The time a receipt date is stored as: the stored time itself when its day did not change (an e-mail's 09:14 stays),
 * else the start of the new day (UTC), which is how the clock counts days.
 */
const storedAt = (previous: Date, day: string) =>
  dayOf(previous) === day ? previous : new Date(`${day}T00:00:00.000Z`);

/**
 * PUT /cases/{id}/receipt-dates: day 0 (C.1.4) and the latest receipt (C.1.5) of a case, changed by hand with a
 * reason (decision 0032). Neither may be after today, nor the latest before day 0; the due date follows day 0. The
 * change and its reason go into the audit trail in the same transaction; saving the same dates changes nothing.
 */
export async function updateReceiptDates(
  db: Db,
  caller: Caller,
  id: string,
  request: ReceiptDatesRequest,
  now: Date = new Date(),
): Promise<string> {
  const problem = receiptDatesProblem(
    request.initial_receipt_date,
    request.latest_receipt_date,
    latestToday(now),
  );
  if (problem !== null) throw AppError.of(problem);
  return db.transaction(async (tx) => {
    const record = await findCaseRecord(tx, caller.orgId, id, { forUpdate: true });
    if (!record) throw AppError.of('case_not_found');
    const { dayZero, latestReceiptAt } = record.row;
    const old = receiptDatesOf(record.row);
    const next = {
      initial_receipt_date: request.initial_receipt_date,
      latest_receipt_date: request.latest_receipt_date,
    };
    if (
      old.initial_receipt_date === next.initial_receipt_date &&
      old.latest_receipt_date === next.latest_receipt_date
    )
      return RECEIPT_DATES_SAVED;
    await updateCaseReceiptDates(tx, caller.orgId, id, {
      dayZero: storedAt(dayZero, next.initial_receipt_date),
      latestReceiptAt: storedAt(latestReceiptAt, next.latest_receipt_date),
    });
    await refreshObligationDue(tx, caller.orgId, id);
    await recordAuditEvent(tx, {
      type: 'case.receipt_dates_changed',
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: { case_id: id, old, new: next, reason: request.reason },
    });
    return RECEIPT_DATES_SAVED;
  });
}
