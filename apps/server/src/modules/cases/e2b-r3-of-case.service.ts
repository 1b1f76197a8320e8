import { generateCaseE2bR3, type CaseE2bResult } from '@vigila/domain';
import type { DbExecutor } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { caseIdentityOf, storedAssessmentsOf } from './case.presenter.ts';
import { findCaseRecord } from './cases.repository.ts';

/**
 * GET /cases/{id}/e2b?format=r3: the case's E2B(R3) message, every repeatable entry included (the additional
 * entries are read with the row) and the drug–reaction causality assessments (G.k.9.i.2.r). The receipt dates
 * date the case, as in the R2 file.
 */
export async function generateE2bR3OfCase(
  db: DbExecutor,
  caller: Caller,
  { id }: { id: string },
): Promise<CaseE2bResult> {
  const record = await findCaseRecord(db, caller.orgId, id);
  if (!record) throw AppError.of('case_not_found');
  const { row, form } = record;
  return generateCaseE2bR3(caseIdentityOf(row), form, {}, row.additionalEntries, storedAssessmentsOf(record));
}
