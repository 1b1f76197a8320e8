import {
  slotOfFlag,
  SOURCES,
  STATUS,
  type ItemReportColumn,
  type ItemReportDefinition,
  type ItemReportGroup,
} from '@vigila/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { items } from '../../db/schema/index.ts';
import { listConditions } from '../items/index.ts';
import { dayRange, isoText, monthText } from './report-fragments.sql.ts';

/** The review status by name, as the list export writes it. */
const statusName = sql<string>`(case ${items.statusId} when ${STATUS.needsReview} then 'needs_review' when ${STATUS.nonRelevant} then 'non_relevant' else 'pending' end)`;

/** Every column an items report may show, each the server's own SQL (the definition only names them). */
export const ITEM_COLUMN_SQL: Record<ItemReportColumn, SQL> = {
  id: sql`${items.id}`,
  source_id: sql`${items.externalId}`,
  source: sql`${items.source}`,
  source_key: sql`${items.sourceKey}`,
  title: sql`${items.title}`,
  author: sql`${items.author}`,
  published_at: isoText(items.publishedAt),
  status: statusName,
  ai_processed: sql`(${items.aiStatus} = 'processed')`,
  adr: sql`${items.adr}`,
  pqc: sql`${items.pqc}`,
  mi: sql`${items.mi}`,
  reaction_term: sql`${items.reactionTerm}`,
  meddra_code: sql`${items.meddraCode}`,
  language: sql`${items.language}`,
  url: sql`${items.url}`,
  text: sql`${items.text}`,
};

/** What an items report counts by; `flag` is counted apart (an item has up to three flags). */
export const ITEM_GROUP_SQL: Record<Exclude<ItemReportGroup, 'flag'>, SQL> = {
  source: sql`${items.source}`,
  status: statusName,
  month: monthText(items.publishedAt),
  language: sql`${items.language}`,
  reaction_term: sql`${items.reactionTerm}`,
};

/** The flag counts of `flag` grouping: one FILTER per flag, and items with none. */
export const ITEM_FLAG_COUNTS = {
  adr: sql<number>`count(*) filter (where ${items.adr})::int`,
  pqc: sql<number>`count(*) filter (where ${items.pqc})::int`,
  mi: sql<number>`count(*) filter (where ${items.mi})::int`,
  none: sql<number>`count(*) filter (where not (coalesce(${items.adr}, false) or coalesce(${items.pqc}, false) or coalesce(${items.mi}, false)))::int`,
};

/**
 * The items a report covers, always within `orgId`: the review lists' own conditions (sources, flags — any of —,
 * status, text search, decision 0019) plus the published date's range.
 */
export function itemReportConditions(
  orgId: string,
  filters: ItemReportDefinition['filters'],
): SQL | undefined {
  const sources = filters.sources.length > 0 ? filters.sources : SOURCES;
  return and(
    eq(items.orgId, orgId),
    listConditions(
      { orgId, sources },
      { status: filters.status, flags: filters.flags.map(slotOfFlag), q: filters.text || undefined },
    ),
    ...dayRange(items.publishedAt, filters.date_from, filters.date_to),
  );
}
