import { MAX_REPORT_GROUPS, type ReportCell, type ReportGroup } from '@vigila/domain';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { cases, items, users } from '../../db/schema/index.ts';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/transaction.ts';
import type { ReportPlan } from './report-plan.sql.ts';

export { planReport, type ReportPlan } from './report-plan.sql.ts';
import { positionText } from './report-fragments.sql.ts';

/** A row of a report: its cells by column name, and where it sits in the order (for keyset pages). */
export interface ReportRow {
  cells: Record<string, ReportCell>;
  position: ReportPosition;
}

/** The last row of a page: its order key to the microsecond (as PostgreSQL wrote it) and id. */
export interface ReportPosition {
  at: string;
  id: string;
}

/** The report's table with what its columns need (a case's assignee is a member's name). */
function fromReport(db: DbExecutor, plan: ReportPlan, fields: Record<string, SQL>) {
  const table: PgTable = plan.subject === 'items' ? items : cases;
  const select = db.select(fields).from(table).$dynamic();
  return plan.subject === 'cases' ? select.leftJoin(users, eq(users.id, cases.assigneeId)) : select;
}

const cellFields = (plan: ReportPlan) =>
  Object.fromEntries(plan.columns.map((column, index) => [`c${index}`, column.sql]));

/** A value as the driver gave it, as a cell: text and flags as they are, numbers as text, nothing as null. */
function cellOf(value: unknown): ReportCell {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return value.toString();
  return null;
}

function toRow(plan: ReportPlan, selected: Record<string, unknown>): ReportRow {
  const cells: Record<string, ReportCell> = {};
  plan.columns.forEach((column, index) => {
    const value = selected[`c${index}`];
    cells[column.name] = cellOf(value);
  });
  return {
    cells,
    position: { at: cellOf(selected.positionAt) as string, id: cellOf(selected.positionId) as string },
  };
}

/**
 * One page of a report's rows, newest first: after `after` (keyset, for the export) or at `offset` (the page's
 * numbered pages).
 */
export async function readReportRows(
  db: DbExecutor,
  plan: ReportPlan,
  page: { limit: number; offset?: number; after?: ReportPosition | undefined },
): Promise<ReportRow[]> {
  const fields = {
    ...cellFields(plan),
    positionAt: positionText(plan.orderKey),
    positionId: sql<string>`${plan.id}`,
  };
  const after = page.after
    ? sql`(${plan.orderKey}, ${plan.id}) < (${page.after.at}::timestamptz, ${page.after.id})`
    : undefined;
  const rows = await fromReport(db, plan, fields)
    .where(after ? sql`${plan.where ?? sql`true`} and ${after}` : plan.where)
    .orderBy(desc(plan.orderKey), desc(plan.id))
    .limit(page.limit)
    .offset(page.after ? 0 : (page.offset ?? 0));
  return rows.map((row: Record<string, unknown>) => toRow(plan, row));
}

export async function countReportRows(db: DbExecutor, plan: ReportPlan): Promise<number> {
  const [row] = await fromReport(db, plan, { n: sql<number>`count(*)::int` }).where(plan.where);
  return Number(row?.n ?? 0);
}

/** The report's counts per group, the largest first (ties by key), at most MAX_REPORT_GROUPS; null when ungrouped. */
export async function countReportGroups(db: DbExecutor, plan: ReportPlan): Promise<ReportGroup[] | null> {
  const { grouping } = plan;
  if (grouping.kind === 'none') return null;
  if (grouping.kind === 'flags') {
    const [row] = await fromReport(db, plan, grouping.counts).where(plan.where);
    return Object.entries(row ?? {})
      .map(([key, count]) => ({ key, count: Number(count) }))
      .filter((group) => group.count > 0)
      .sort((a, b) => b.count - a.count);
  }
  const key: SQL<string | null> = sql<string | null>`(${grouping.key})::text`;
  const rows = await fromReport(db, plan, { key, count: sql<number>`count(*)::int` })
    .where(plan.where)
    .groupBy(sql`1`)
    .orderBy(sql`2 desc`, sql`1 asc nulls last`)
    .limit(MAX_REPORT_GROUPS);
  return rows.map((row: Record<string, unknown>) => ({
    key: typeof row.key === 'string' ? row.key : null,
    count: Number(row.count),
  }));
}
