import { randomUUID } from 'node:crypto';
import { slotOfFlag, type FeedbackRequest, type FlagSlot } from '@vigila/domain';
import { recordAuditEvent } from '../../audit/index.ts';
import type { Db } from '../../db/client.ts';
import type { DbExecutor } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { findItemByReference, type ItemRow, sourceOfReference } from '../items/index.ts';
import { feedbackHistory } from './feedback-history.ts';
import { flagMetrics } from './feedback-metrics.ts';
import { countLatestVerdicts, insertFeedback, listVerdictEvents } from './feedback.repository.ts';

export const FEEDBACK_MISMATCH = "Feedback does not match the item's current flags";

const flagOf = (item: ItemRow, slot: FlagSlot): boolean => item[slot] === true;

/**
 * Train AI (SPEC §2.8), stored: one row per judged flag, attributed to the caller, audited with it. A present
 * flag can be correct or incorrect, an absent one missed — anything else (a stale dialog after a re-analysis)
 * is refused, so the figures only count verdicts on what the analyser actually said.
 */
export async function recordFeedback(db: Db, caller: Caller, request: FeedbackRequest): Promise<void> {
  const source = sourceOfReference(request.reference_type);
  const slots = request.flags.map((entry) => slotOfFlag(entry.flag));
  if (new Set(slots).size !== slots.length) throw AppError.of('flag_judged_twice');
  await db.transaction(async (tx) => {
    const item = await findItemByReference(tx, caller.orgId, source, request.reference_id);
    if (!item) throw AppError.of('item_not_found');
    const rows = request.flags.map((entry, index) => {
      const slot = slots[index] as FlagSlot;
      const present = flagOf(item, slot);
      if ((entry.verdict === 'missed') === present) throw AppError.of('feedback_mismatch');
      return {
        id: randomUUID(),
        orgId: caller.orgId,
        itemId: item.id,
        source,
        userId: caller.userId,
        flag: slot,
        verdict: entry.verdict,
        reason: entry.reason ? entry.reason : null,
        analyzer: item.analyzer,
      };
    });
    await insertFeedback(tx, rows);
    await recordAuditEvent(tx, {
      type: 'feedback.recorded',
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: {
        itemId: item.id,
        source,
        feedbackIds: rows.map((row) => row.id),
        flags: rows.map((row) => ({ flag: row.flag, verdict: row.verdict })),
      },
    });
  });
}

/** Precision and recall of each flag from the caller's organisation's latest verdicts. */
export async function feedbackMetricsOf(db: DbExecutor, caller: Caller) {
  return flagMetrics(await countLatestVerdicts(db, caller.orgId));
}

/** The same figures at the end of each of the last weeks up to `now`. */
export async function feedbackMetricsHistory(db: DbExecutor, caller: Caller, { now }: { now: Date }) {
  return feedbackHistory(await listVerdictEvents(db, caller.orgId), now);
}
