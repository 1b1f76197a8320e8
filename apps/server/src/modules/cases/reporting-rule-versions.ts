import {
  receiverRuleTableSchema,
  type ReportingRuleVersion,
  type ReportingRulesAnswer,
} from '@vigila/domain';
import type { DbExecutor } from '../../db/transaction.ts';
import { listReportingRuleVersions, type ReportingRuleVersionRow } from './reporting-rules.repository.ts';

export type PresentedVersion = ReportingRulesAnswer[number]['versions'][number];

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

/** The organisation's saved versions of every receiver's table, oldest first, as the API shows them. */
export async function versionsOf(db: DbExecutor, orgId: string): Promise<PresentedVersion[]> {
  const rows = await listReportingRuleVersions(db, orgId);
  return rows.map(presentVersion).filter((version) => version !== null);
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
