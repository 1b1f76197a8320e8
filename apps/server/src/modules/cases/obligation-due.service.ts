import { earliestDueObligation, type ReportingRuleVersion } from '@vigila/domain';
import type { Db } from '../../db/client.ts';
import type { DbExecutor } from '../../db/transaction.ts';
import { obligationsOfRecord } from './case-obligations-of-record.ts';
import {
  findCaseRecord,
  lockCasesFromDay,
  lockStaleObligationDueCases,
  updateCaseObligationDue,
} from './cases.repository.ts';
import { ruleVersionsOf } from './reporting-rule-versions.ts';

/**
 * The revision of the code that computes the stored due dates. Bump it when the shipped rule tables or the engine
 * change: at the next start every case is computed again (refreshStaleObligationDues), as the backfill did.
 */
export const OBLIGATION_DUE_REVISION = 1;

/** The due date does not depend on today; only `days_left` and `overdue` do, which are not stored. */
const ANY_DAY = '1970-01-01';

/**
 * Stores the case's obligation due date (decision 0044): the earliest due date of its expedited obligations by the
 * rules in force on its day 0, and its receiver; null when every obligation is periodic or none. Called in the
 * transaction of every write that changes a fact the rules read, after that write.
 */
export async function refreshObligationDue(
  tx: DbExecutor,
  orgId: string,
  caseId: string,
  versions?: readonly ReportingRuleVersion[],
): Promise<void> {
  const record = await findCaseRecord(tx, orgId, caseId);
  if (!record) return;
  const obligations = obligationsOfRecord(record, versions ?? (await ruleVersionsOf(tx, orgId)), ANY_DAY);
  const first = earliestDueObligation(obligations);
  await updateCaseObligationDue(tx, orgId, caseId, {
    date: first?.due_date ?? null,
    receiver: first?.receiver ?? null,
    revision: OBLIGATION_DUE_REVISION,
  });
}

/** After a rule change effective from `day`: every case of the organisation judged by it, in the change's transaction. */
export async function refreshObligationDueFrom(tx: DbExecutor, orgId: string, day: string): Promise<number> {
  const ids = await lockCasesFromDay(tx, orgId, day);
  const versions = await ruleVersionsOf(tx, orgId);
  for (const id of ids) await refreshObligationDue(tx, orgId, id, versions);
  return ids.length;
}

const STALE_BATCH = 200;

/**
 * At start: computes the due date of every case computed by another revision, or never (the cases there were before
 * migration `obligation-due-date`), a batch per transaction. The rules live in TypeScript, so a SQL migration could
 * only copy them; a second process running it at the same time skips the rows the first holds.
 */
export async function refreshStaleObligationDues(db: Db): Promise<number> {
  let done = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const stale = await lockStaleObligationDueCases(tx, OBLIGATION_DUE_REVISION, STALE_BATCH);
      const versionsByOrg = new Map<string, readonly ReportingRuleVersion[]>();
      for (const { id, orgId } of stale) {
        const versions = versionsByOrg.get(orgId) ?? (await ruleVersionsOf(tx, orgId));
        versionsByOrg.set(orgId, versions);
        await refreshObligationDue(tx, orgId, id, versions);
      }
      return stale.length;
    });
    done += batch;
    if (batch < STALE_BATCH) return done;
  }
}
