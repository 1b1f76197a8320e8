import { randomUUID } from 'node:crypto';
import {
  canEditReportingRules,
  caseAssessmentSummary,
  DEFAULT_REPORTING_RULES,
  obligationsOfCase,
  receiverRuleTableSchema,
  REPORTING_RECEIVERS,
  reportingFactsOfCase,
  type CaseObligation,
  type ReportingReceiver,
  type ReportingRuleVersion,
  type ReportingRulesAnswer,
  type SaveReportingRulesRequest,
} from '@vigila/domain';
import { recordAuditEvent } from '../../audit/index.ts';
import type { Db } from '../../db/client.ts';
import type { DbExecutor } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { listMatchableProducts } from '../products/index.ts';
import { presentCaseDetail } from './case.presenter.ts';
import { findCaseRecord } from './cases.repository.ts';
import {
  insertReportingRuleVersion,
  listReportingRuleVersions,
  type ReportingRuleVersionRow,
} from './reporting-rules.repository.ts';

type PresentedVersion = ReportingRulesAnswer[number]['versions'][number];

/** A stored version as the API shows it; a row that no longer validates (an older release's) is left out. */
function presentVersion(row: ReportingRuleVersionRow): PresentedVersion | null {
  const table = receiverRuleTableSchema.safeParse(row.rulesTable);
  if (!table.success || table.data.receiver !== row.receiver) return null;
  return {
    id: row.id,
    effective_from: row.effectiveFrom,
    created_at: row.createdAt.toISOString(),
    created_by_name: row.createdByName,
    table: table.data,
  };
}

async function versionsOf(db: DbExecutor, orgId: string): Promise<PresentedVersion[]> {
  const rows = await listReportingRuleVersions(db, orgId);
  return rows.map(presentVersion).filter((version) => version !== null);
}

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
 * The version and its audit event are written in one transaction.
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
  });
  const saved = (await versionsOf(db, caller.orgId)).find((version) => version.id === id);
  if (!saved) throw new Error(`reporting rules version ${id} was not saved`);
  return saved;
}

/** The saved versions as the engine takes them. */
export async function ruleVersionsOf(db: DbExecutor, orgId: string): Promise<ReportingRuleVersion[]> {
  return (await versionsOf(db, orgId)).map((version) => ({
    id: version.id,
    effectiveFrom: version.effective_from,
    createdAt: version.created_at,
    table: version.table,
  }));
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
  const detail = presentCaseDetail(record, null, await listMatchableProducts(db, caller.orgId));
  return obligationsOfCase({
    facts: reportingFactsOfCase({
      source: detail.source,
      form: detail.form,
      reactions: detail.sections.E,
      assessment: caseAssessmentSummary(detail.assessments),
    }),
    initialReceiptDate: detail.initial_receipt_date,
    completed: detail.status === 'completed',
    today,
    versions: await ruleVersionsOf(db, caller.orgId),
  });
}
