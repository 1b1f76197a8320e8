import { and, desc, eq, sql } from 'drizzle-orm';
import { cases, users } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';
import {
  type CaseFilters,
  dueDateSql,
  filterConditions,
  formColumn,
  overdueSql,
  seriousSql,
} from '../cases/index.ts';

/**
 * Where a page of the cases export ended: the last row's updated_at as PostgreSQL wrote it (microseconds, which a
 * JavaScript Date would round away and so skip rows edited in the same millisecond) and its id.
 */
export interface CasePosition {
  updatedAt: string;
  id: string;
}

/** updated_at in UTC to the microsecond, so it can be compared back exactly. */
const updatedAtText = sql<string>`to_char(${cases.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const exportColumns = {
  id: cases.id,
  referenceId: cases.referenceId,
  source: cases.source,
  caseType: cases.caseType,
  status: cases.status,
  adr: cases.adr,
  pqc: cases.pqc,
  mi: cases.mi,
  dayZero: cases.dayZero,
  createdAt: cases.createdAt,
  updatedAt: cases.updatedAt,
  serious: seriousSql,
  dueDate: dueDateSql,
  overdue: overdueSql,
  assignee: users.name,
  product: sql<string | null>`${formColumn('medicinal_product')}`,
  reaction: sql<string | null>`${formColumn('reaction_term')}`,
  position: updatedAtText,
};

export interface CaseExportRow {
  id: string;
  referenceId: string;
  source: string;
  caseType: string;
  status: string;
  adr: boolean | null;
  pqc: boolean | null;
  mi: boolean | null;
  dayZero: Date;
  createdAt: Date;
  updatedAt: Date;
  serious: boolean;
  dueDate: string;
  overdue: boolean;
  assignee: string | null;
  product: string | null;
  reaction: string | null;
  position: string;
}

/** One page of the organisation's filtered cases in the list's order (last edit first, then id), after `after`. */
export async function listCaseExportRows(
  db: DbExecutor,
  orgId: string,
  filters: CaseFilters,
  page: { limit: number; after?: CasePosition | undefined },
): Promise<CaseExportRow[]> {
  const { after } = page;
  return db
    .select(exportColumns)
    .from(cases)
    .leftJoin(users, eq(users.id, cases.assigneeId))
    .where(
      and(
        filterConditions(orgId, filters),
        after
          ? sql`(${cases.updatedAt}, ${cases.id}) < (${after.updatedAt}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(cases.updatedAt), desc(cases.id))
    .limit(page.limit);
}
