import {
  DEFAULT_NON_RELEVANT_REASONS,
  type NonRelevantReason,
  type NonRelevantReasonsUpdate,
} from '@vigila/domain';
import { recordAuditEvent } from '../../audit/index.ts';
import type { Db } from '../../db/client.ts';
import type { DbExecutor } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { findOwnReasons, saveOwnReasons } from './non-relevant-reasons.repository.ts';

/** Who may change the list: it decides what every reviewer of the organisation can say (decision 0036). */
const REASON_ADMIN_ROLES: readonly string[] = ['owner', 'admin'];

export interface ReasonList {
  reasons: NonRelevantReason[];
  customised: boolean;
}

/** The reasons a reviewer of the organisation chooses from: its own list, or the defaults. */
export async function reasonsOf(db: DbExecutor, orgId: string): Promise<ReasonList> {
  const own = await findOwnReasons(db, orgId);
  return own
    ? { reasons: own, customised: true }
    : { reasons: [...DEFAULT_NON_RELEVANT_REASONS], customised: false };
}

/** PUT /triage/reasons: owners and admins replace the list (or go back to the defaults), audited with it. */
export async function updateReasons(
  db: Db,
  caller: Caller,
  update: NonRelevantReasonsUpdate,
): Promise<ReasonList> {
  if (!caller.roles.some((role) => REASON_ADMIN_ROLES.includes(role)))
    throw AppError.of('reasons_admin_only');
  return db.transaction(async (tx) => {
    const before = await findOwnReasons(tx, caller.orgId);
    await saveOwnReasons(tx, caller.orgId, update.reasons, caller.userId);
    await recordAuditEvent(tx, {
      type: 'triage.reasons_changed',
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: {
        old: before ? before.map((reason) => reason.code) : null,
        new: update.reasons ? update.reasons.map((reason) => reason.code) : null,
      },
    });
    return reasonsOf(tx, caller.orgId);
  });
}

/** What a Non-relevant status change keeps of its reason. */
export interface ChosenReason {
  code: string;
  label: string | null;
  text: string | null;
}

/**
 * Checks the reason of a Non-relevant change against the organisation's list: one is required, it must be in the
 * list, and a reason that asks for an explanation needs its text (400s with their own codes).
 */
export async function requireReason(
  db: DbExecutor,
  orgId: string,
  code: string | undefined,
  text: string | undefined,
): Promise<ChosenReason> {
  if (!code) throw AppError.of('non_relevant_reason_required');
  const { reasons } = await reasonsOf(db, orgId);
  const reason = reasons.find((candidate) => candidate.code === code);
  if (!reason) throw AppError.of('non_relevant_reason_unknown');
  const explanation = text?.trim() ? text.trim() : null;
  if (reason.explain && !explanation) throw AppError.of('non_relevant_reason_text_required');
  return { code, label: reason.label, text: explanation };
}
