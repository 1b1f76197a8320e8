import { randomUUID } from 'node:crypto';
import {
  canEditReportingRules,
  DEFAULT_REPORTING_RULES,
  REPORTING_RECEIVERS,
  type CaseObligation,
  type ReportingReceiver,
  type ReportingRulesAnswer,
  type SaveReportingRulesRequest,
} from '@vigila/domain';
import { recordAuditEvent } from '../../audit/index.ts';
import type { Db } from '../../db/client.ts';
import type { DbExecutor } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { listMatchableProducts } from '../products/index.ts';
import { obligationsOfRecord } from './case-obligations-of-record.ts';
import { findCaseRecord } from './cases.repository.ts';
import { refreshObligationDueFrom } from './obligation-due.service.ts';
import { ruleVersionsOf, versionsOf, type PresentedVersion } from './reporting-rule-versions.ts';
import { insertReportingRuleVersion } from './reporting-rules.repository.ts';

/** GET /reporting-rules: per receiver the shipped table and the organisation's versions, newest first. */
export async function getReportingRules(db: DbExecutor, caller: Caller): Promise<ReportingRulesAnswer> {
  const versions = await versionsOf(db, caller.orgId);
  return REPORTING_RECEIVERS.map((receiver) => ({
    receiver,
    defaults: DEFAULT_REPORTING_RULES[receiver],
    versions: versions.filter((version) => version.table.receiver === receiver).reverse(),
  }));
}

/**
 * PUT /reporting-rules/{receiver}: saves a new version of the receiver's table (owner or admin). Nothing saved is
 * changed: the version applies to cases whose day 0 is on or after its effective date, earlier cases keep theirs.
 * The version, its audit event and those cases' obligation due dates are written in one transaction.
 */
export async function saveReportingRules(
  db: Db,
  caller: Caller,
  { receiver }: { receiver: ReportingReceiver },
  body: SaveReportingRulesRequest,
): Promise<PresentedVersion> {
  if (!canEditReportingRules(caller.roles)) throw AppError.of('reporting_rules_not_allowed');
  const id = randomUUID();
  const table = { receiver, rules: body.rules, fallback: body.fallback, fallback_basis: body.fallback_basis };
  await db.transaction(async (tx) => {
    await insertReportingRuleVersion(tx, {
      id,
      orgId: caller.orgId,
      receiver,
      effectiveFrom: body.effective_from,
      rulesTable: table,
      createdBy: caller.userId,
    });
    await recordAuditEvent(tx, {
      type: 'reporting_rules.changed',
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: { version_id: id, receiver, effective_from: body.effective_from, table },
    });
    // The cases the new version judges (day 0 on or after its effective date) follow it in the overdue view.
    await refreshObligationDueFrom(tx, caller.orgId, body.effective_from);
  });
  const saved = (await versionsOf(db, caller.orgId)).find((version) => version.id === id);
  if (!saved) throw new Error(`reporting rules version ${id} was not saved`);
  return saved;
}

/** GET /cases/{id}/obligations: one obligation per receiver, by the rules in force on the case's day 0. */
export async function caseObligations(
  db: DbExecutor,
  caller: Caller,
  { id }: { id: string },
  today: string = new Date().toISOString().slice(0, 10),
): Promise<CaseObligation[]> {
  const record = await findCaseRecord(db, caller.orgId, id);
  if (!record) throw AppError.of('case_not_found');
  return obligationsOfRecord(
    record,
    await ruleVersionsOf(db, caller.orgId),
    today,
    await listMatchableProducts(db, caller.orgId),
  );
}
