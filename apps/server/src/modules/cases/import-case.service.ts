import { randomUUID } from 'node:crypto';
import { E2B_IMPORT_MESSAGES, importE2bXml, type ApiErrorCode } from '@vigila/domain';
import { recordAuditEvent } from '../../audit/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { insertCase } from './cases.repository.ts';
import { refreshObligationDue } from './obligation-due.service.ts';

/** The source of a case made from an E2B file rather than from an item (cases.item_id stays null). */
export const E2B_IMPORT_SOURCE = 'e2b_import';

const REFUSALS: readonly [string, ApiErrorCode][] = [
  [E2B_IMPORT_MESSAGES.tooLarge, 'e2b_too_large'],
  [E2B_IMPORT_MESSAGES.entities, 'e2b_entities'],
  [E2B_IMPORT_MESSAGES.noCase, 'e2b_no_case'],
];

function refusal(message: string): AppError {
  const code = REFUSALS.find(([text]) => message === text)?.[1] ?? 'e2b_not_e2b';
  return AppError.of(code);
}

/**
 * Day 0 and the latest receipt of an imported case: the file's C.1.4 and C.1.5 (R2 receivedate, receiptdate) — the
 * dates the sender's organisation received the report, which a partner's case keeps — never after now, and the
 * latest never before day 0. A file without them is received now.
 */
export function importedReceipt(
  receipt: { initial: string | null; latest: string | null },
  now: Date,
): { initial: Date; latest: Date } {
  const past = (date: string | null) => {
    const at = date === null ? null : new Date(`${date}T00:00:00.000Z`);
    return at !== null && at.getTime() <= now.getTime() ? at : null;
  };
  const initial = past(receipt.initial) ?? past(receipt.latest) ?? now;
  const latest = past(receipt.latest);
  return { initial, latest: latest !== null && latest > initial ? latest : initial };
}

const joinName = (...parts: (string | boolean | null | undefined)[]) =>
  parts.filter((part): part is string => typeof part === 'string' && part !== '').join(' ');

/**
 * POST /cases/import: one E2B(R2) or E2B(R3) file becomes a case of the caller's organisation. The file is read
 * before anything is written, so a refused file stores nothing; the case row, its form columns and its additional
 * entries are written in one transaction.
 */
export async function importCase(
  db: Db,
  caller: Caller,
  xml: string,
  now: Date = new Date(),
): Promise<{ id: string; format: 'r2' | 'r3' }> {
  const imported = importE2bXml(xml);
  if (!imported.ok) throw refusal(imported.message);
  const { form, additional, format } = imported;
  const receipt = importedReceipt(imported.receipt, now);
  const id = randomUUID();
  const transmitted = typeof form.transmission_date === 'string' ? new Date(form.transmission_date) : now;
  const referenceId = typeof form.report_identification === 'string' ? form.report_identification : id;
  await db.transaction(async (tx) => {
    await insertCase(
      tx,
      {
        id,
        orgId: caller.orgId,
        itemId: null,
        referenceId,
        source: E2B_IMPORT_SOURCE,
        comment: '',
        // SPEC §7: an absent username becomes 'Unknown'; here the primary source is the one who reported.
        username: joinName(form.reporter_given_name, form.reporter_family_name) || 'Unknown',
        publishedAt: Number.isNaN(transmitted.getTime()) ? now : transmitted,
        dayZero: receipt.initial,
        latestReceiptAt: receipt.latest,
        createdBy: caller.userId,
        additionalEntries: additional,
      },
      form,
    );
    await refreshObligationDue(tx, caller.orgId, id);
    await recordAuditEvent(tx, {
      type: 'case.imported',
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: {
        case_id: id,
        format,
        reference_id: referenceId,
        initial_receipt_date: receipt.initial.toISOString().slice(0, 10),
        latest_receipt_date: receipt.latest.toISOString().slice(0, 10),
      },
    });
  });
  return { id, format };
}
