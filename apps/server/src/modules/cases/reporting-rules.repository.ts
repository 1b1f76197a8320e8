import { and, asc, eq } from 'drizzle-orm';
import { reportingRuleVersions, users } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';

export interface ReportingRuleVersionRow {
  id: string;
  receiver: string;
  effectiveFrom: string;
  rulesTable: unknown;
  createdAt: Date;
  createdByName: string | null;
}

/** Every saved version of the organisation's reporting rules, oldest first (they are few: one per save). */
export function listReportingRuleVersions(db: DbExecutor, orgId: string): Promise<ReportingRuleVersionRow[]> {
  return db
    .select({
      id: reportingRuleVersions.id,
      receiver: reportingRuleVersions.receiver,
      effectiveFrom: reportingRuleVersions.effectiveFrom,
      rulesTable: reportingRuleVersions.rulesTable,
      createdAt: reportingRuleVersions.createdAt,
      createdByName: users.name,
    })
    .from(reportingRuleVersions)
    .leftJoin(users, eq(users.id, reportingRuleVersions.createdBy))
    .where(and(eq(reportingRuleVersions.orgId, orgId)))
    .orderBy(asc(reportingRuleVersions.createdAt), asc(reportingRuleVersions.id));
}

export async function insertReportingRuleVersion(
  db: DbExecutor,
  row: typeof reportingRuleVersions.$inferInsert,
): Promise<void> {
  await db.insert(reportingRuleVersions).values(row);
}
