import { earliestDueObligation, type ProductWithLabel, type ReportingRuleVersion } from '@vigila/domain';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { DbExecutor } from '../../db/transaction.ts';
import { listMatchableProducts } from '../products/index.ts';
import { obligationsOfRecord } from './case-obligations-of-record.ts';
import { findCaseRecord } from './cases.repository.ts';
import {
  lockCasesFromDay,
  lockStaleObligationDueCases,
  updateCaseObligationDue,
} from './obligation-due.repository.ts';
import { ruleVersionsOf } from './reporting-rule-versions.ts';

/**
 * The revision of the code that computes the stored due dates. Bump it when the shipped rule tables or the engine
 * change: at the next start every case is computed again (refreshStaleObligationDues), as the backfill did.
 */
export const OBLIGATION_DUE_REVISION = 1;

/** The due date does not depend on today; only `days_left` and `overdue` do, which are not stored. */
const ANY_DAY = '1970-01-01';

/** What the obligations of an organisation's cases are judged by: its rule versions and its product dictionary. */
export interface ObligationBasis {
  readonly versions: readonly ReportingRuleVersion[];
  readonly dictionary: readonly ProductWithLabel[];
}

async function obligationBasisOf(tx: DbExecutor, orgId: string): Promise<ObligationBasis> {
  return { versions: await ruleVersionsOf(tx, orgId), dictionary: await listMatchableProducts(tx, orgId) };
}

/**
 * Stores the case's obligation due date (decision 0044): the earliest due date of its expedited obligations by the
 * rules in force on its day 0, and its receiver; null when every obligation is periodic or none. Called in the
 * transaction of every write that changes a fact the rules read, after that write.
 */
export async function refreshObligationDue(
  tx: DbExecutor,
  orgId: string,
  caseId: string,
  basis?: ObligationBasis,
): Promise<void> {
  const record = await findCaseRecord(tx, orgId, caseId);
  if (!record) return;
  const { versions, dictionary } = basis ?? (await obligationBasisOf(tx, orgId));
  const obligations = obligationsOfRecord(record, versions, ANY_DAY, dictionary);
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
  const basis = await obligationBasisOf(tx, orgId);
  for (const id of ids) await refreshObligationDue(tx, orgId, id, basis);
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
      const basisByOrg = new Map<string, ObligationBasis>();
      for (const { id, orgId } of stale) {
        const basis = basisByOrg.get(orgId) ?? (await obligationBasisOf(tx, orgId));
        basisByOrg.set(orgId, basis);
        await refreshObligationDue(tx, orgId, id, basis);
      }
      return stale.length;
    });
    done += batch;
    if (batch < STALE_BATCH) return done;
  }
}

/** Every day 0 is on or after this one: a refresh from it takes all of an organisation's cases. */
const FIRST_DAY = '0001-01-01';

/** Every case of the organisation, after a change to what judges them all (its product dictionary). */
export function refreshOrgObligationDues(tx: DbExecutor, orgId: string): Promise<number> {
  return refreshObligationDueFrom(tx, orgId, FIRST_DAY);
}

/**
 * The worker that recomputes an organisation's stored due dates when its product dictionary changed: a label's
 * expected reactions decide expectedness, which the rules read. One transaction, as a rule change does it.
 */
export async function registerRefreshObligationDuesWorker(deps: {
  db: Db;
  jobs: JobQueue;
  log: { info: (data: object, message: string) => void };
}): Promise<void> {
  await deps.jobs.work(
    'refresh-obligation-dues',
    async ({ orgId }) => {
      const cases = await deps.db.transaction((tx) => refreshOrgObligationDues(tx, orgId));
      deps.log.info({ orgId, cases }, 'Obligation due dates recomputed after a product dictionary change');
    },
    { concurrency: 1 },
  );
}
