import {
  SERIOUSNESS_FIELDS,
  sectionEntries,
  sectionFieldNames,
  type AdditionalEntries,
  type DowngradeSeriousnessRequest,
  type SectionEntry,
} from '@vigila/domain';
import { recordAuditEvent } from '../../audit/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { requirePermission } from '../org/index.ts';
import { clearPossiblySerious, findCaseRecord, writeCaseSection } from './cases.repository.ts';
import { refreshObligationDue } from './obligation-due.service.ts';

export const SERIOUSNESS_DOWNGRADED = 'Case downgraded to non-serious';

/** A reaction with every criterion it left unanswered answered "no"; one answered stays as it is. */
const answeredNo = (entry: SectionEntry): SectionEntry => ({
  ...entry,
  ...Object.fromEntries(
    SERIOUSNESS_FIELDS.filter((field) => entry[field] === null || entry[field] === undefined).map((field) => [
      field,
      false,
    ]),
  ),
});

/**
 * POST /cases/{id}/downgrade-seriousness (issue 27): a reviewer who may pass the medical review judges a possibly
 * serious case non-serious. In one transaction with the case locked: the criteria no reaction answered become "no",
 * the words that made it possibly serious are lifted from the case (the audit event keeps them, with the reason),
 * and the obligations' due date is recomputed — the shorter clock ends here and only here.
 */
export async function downgradeSeriousness(
  db: Db,
  caller: Caller,
  id: string,
  request: DowngradeSeriousnessRequest,
): Promise<string> {
  return db.transaction(async (tx) => {
    const record = await findCaseRecord(tx, caller.orgId, id, { forUpdate: true });
    if (!record) throw AppError.of('case_not_found');
    await requirePermission(tx, caller, 'case.pass_medical_review');
    const words = record.row.possiblySeriousWords;
    if (!words) throw AppError.of('case_not_possibly_serious');
    const [first = {}, ...rest] = sectionEntries(record.form, record.row.additionalEntries, 'E').map(
      answeredNo,
    );
    const additional: AdditionalEntries = { ...record.row.additionalEntries, E: rest };
    await writeCaseSection(tx, caller.orgId, id, sectionFieldNames('E'), first, additional);
    await clearPossiblySerious(tx, caller.orgId, id);
    await refreshObligationDue(tx, caller.orgId, id);
    await recordAuditEvent(tx, {
      type: 'case.seriousness_downgraded',
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: {
        case_id: id,
        field: 'seriousness',
        old: 'possibly_serious',
        new: 'non_serious',
        words: words.join(' · '),
        reason: request.reason,
      },
    });
    return SERIOUSNESS_DOWNGRADED;
  });
}
