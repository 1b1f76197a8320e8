import type { CaseReportColumn, CaseReportDefinition, CaseReportGroup } from '@vigila/domain';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { cases, users } from '../../db/schema/index.ts';
import { dueDateSql, filterConditions, formColumn, overdueSql, seriousSql } from '../cases/index.ts';
import { containsPattern, dayRange, isoText, monthText } from './report-fragments.sql.ts';

const product = formColumn('medicinal_product');
const substance = formColumn('active_substance');
const reaction = formColumn('reaction_term');
const country = formColumn('primary_source_country');
const narrative = formColumn('case_narrative');

/** Every column a cases report may show (the cases export's, decision 0019, plus the country). */
export const CASE_COLUMN_SQL: Record<CaseReportColumn, SQL> = {
  id: sql`${cases.id}`,
  reference_id: sql`${cases.referenceId}`,
  source: sql`${cases.source}`,
  case_type: sql`${cases.caseType}`,
  status: sql`${cases.status}`,
  serious: seriousSql,
  overdue: overdueSql,
  day_zero: isoText(cases.dayZero),
  due_date: dueDateSql,
  assignee: sql`${users.name}`,
  product: sql`${product}`,
  reaction: sql`${reaction}`,
  country: sql`${country}`,
  adr: sql`${cases.adr}`,
  pqc: sql`${cases.pqc}`,
  mi: sql`${cases.mi}`,
  created_at: isoText(cases.createdAt),
  updated_at: isoText(cases.updatedAt),
};

/** What a cases report counts by (as text: a yes/no is 'true'/'false'). */
export const CASE_GROUP_SQL: Record<CaseReportGroup, SQL> = {
  source: sql`${cases.source}`,
  status: sql`${cases.status}`,
  case_type: sql`${cases.caseType}`,
  month: monthText(cases.createdAt),
  product: sql`${product}`,
  country: sql`${country}`,
  serious: sql`(${seriousSql})::text`,
  assignee: sql`${users.name}`,
};

/** The text a cases report's search reads: reference, comment, product, substance, reaction and narrative. */
const caseSearchDocument = sql`(${cases.referenceId} || ' ' || ${cases.comment} || ' ' || coalesce(${product}, '') || ' ' || coalesce(${substance}, '') || ' ' || coalesce(${reaction}, '') || ' ' || coalesce(${narrative}, ''))`;

/**
 * The cases a report covers, always within `orgId`: the cases list's own filters (status, type) plus sources,
 * the creation or receipt (day zero) date's range, the suspect product and a text search.
 */
export function caseReportConditions(
  orgId: string,
  filters: CaseReportDefinition['filters'],
): SQL | undefined {
  const dateColumn = filters.date_field === 'day_zero' ? cases.dayZero : cases.createdAt;
  return and(
    filterConditions(orgId, { status: filters.status, caseType: filters.case_type }),
    filters.sources.length > 0 ? inArray(cases.source, filters.sources) : undefined,
    ...dayRange(dateColumn, filters.date_from, filters.date_to),
    filters.product
      ? sql`(${product} ilike ${containsPattern(filters.product)} or ${substance} ilike ${containsPattern(filters.product)})`
      : undefined,
    filters.text ? sql`${caseSearchDocument} ilike ${containsPattern(filters.text)}` : undefined,
  );
}
