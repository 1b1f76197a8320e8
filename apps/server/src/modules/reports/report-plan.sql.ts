import type { CustomReportDefinition } from '@vigila/domain';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { cases, items } from '../../db/schema/index.ts';
import { CASE_COLUMN_SQL, CASE_GROUP_SQL, caseReportConditions } from './case-report.sql.ts';
import {
  ITEM_COLUMN_SQL,
  ITEM_FLAG_COUNTS,
  ITEM_GROUP_SQL,
  itemReportConditions,
} from './item-report.sql.ts';

/** How a report is read: counted per flag, per one expression, or not grouped. */
export type ReportGrouping =
  | { kind: 'none' }
  | { kind: 'flags'; counts: Record<string, SQL<number>> }
  | { kind: 'expression'; key: SQL };

/**
 * A validated definition turned into SQL: only the catalogue's expressions (the definition chooses among them by
 * name), the conditions with the caller's organisation first, the order (newest first, id breaking ties) and the
 * grouping. Nothing the client sent reaches the SQL but as a bound parameter.
 */
export interface ReportPlan {
  subject: CustomReportDefinition['subject'];
  /** The chosen columns, in the chosen order, by their catalogue names. */
  columns: { name: string; sql: SQL }[];
  where: SQL | undefined;
  orderKey: PgColumn;
  id: PgColumn;
  grouping: ReportGrouping;
}

export function planReport(orgId: string, definition: CustomReportDefinition): ReportPlan {
  if (definition.subject === 'items') {
    const group = definition.group_by;
    return {
      subject: 'items',
      columns: definition.columns.map((name) => ({ name, sql: ITEM_COLUMN_SQL[name] })),
      where: itemReportConditions(orgId, definition.filters),
      orderKey: items.publishedAt,
      id: items.id,
      grouping: !group
        ? { kind: 'none' }
        : group === 'flag'
          ? { kind: 'flags', counts: ITEM_FLAG_COUNTS }
          : { kind: 'expression', key: ITEM_GROUP_SQL[group] },
    };
  }
  const group = definition.group_by;
  return {
    subject: 'cases',
    columns: definition.columns.map((name) => ({ name, sql: CASE_COLUMN_SQL[name] })),
    where: caseReportConditions(orgId, definition.filters),
    orderKey: cases.createdAt,
    id: cases.id,
    grouping: group ? { kind: 'expression', key: CASE_GROUP_SQL[group] } : { kind: 'none' },
  };
}
