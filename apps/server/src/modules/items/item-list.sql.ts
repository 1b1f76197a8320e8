import {
  slotOfFlag,
  STATUS,
  type FlagSlot,
  type ParsedListQuery,
  type Source,
  type StatusFilter,
} from '@vigila/domain';
import { and, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { items } from '../../db/schema/index.ts';

/** Which items a list is about: one organisation and one or more sources. */
export interface ListScope {
  orgId: string;
  sources: readonly Source[];
}

const FLAG_COLUMNS = { adr: items.adr, pqc: items.pqc, mi: items.mi } as const;

/** Archived items (decision 0035) are out of every list, count and triage; they stay readable by their id. */
export const notArchived = (): SQL => sql`${items.archivedAt} is null`;

/** Pending with any flag, not archived: the AI triage view, the triage inbox and its badge (SPEC §4.2, §9). */
export const triageCondition = (): SQL =>
  sql`${items.statusId} = ${STATUS.pending} and (${items.adr} or ${items.pqc} or ${items.mi}) and ${notArchived()}`;

function statusCondition(filter: StatusFilter): SQL | undefined {
  switch (filter) {
    case 'all':
      return undefined;
    case 'pending':
      return eq(items.statusId, STATUS.pending);
    case 'needs_review':
      return eq(items.statusId, STATUS.needsReview);
    case 'non_relevant':
      return eq(items.statusId, STATUS.nonRelevant);
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What `q` matches: title, author, text, and the recording fields SPEC §5 names (data.org_name, uploaded_by;
 * absent elsewhere). The expression is exactly the one indexed by items_search_trgm_idx (migration 0006), so
 * PostgreSQL answers ILIKE '%…%' from the trigram index.
 */
export const searchDocument = (): SQL =>
  sql`(coalesce(${items.title}, '') || ' ' || coalesce(${items.author}, '') || ' ' || ${items.text} || ' ' || coalesce(${items.data}->>'org_name', '') || ' ' || coalesce(${items.data}->>'uploaded_by', ''))`;

function searchCondition(q: string): SQL {
  return sql`${searchDocument()} ilike ${`%${escapeLike(q)}%`}`;
}

/** The UTC day of `date` (YYYY-MM-DD) against published_at: on that day, before it, or after it. */
function dateCondition(mode: ParsedListQuery['date_mode'], date: string): SQL | undefined {
  const dayStart = new Date(`${date}T00:00:00.000Z`);
  if (Number.isNaN(dayStart.getTime())) return undefined;
  const nextDay = new Date(dayStart.getTime() + 24 * 60 * 60 * 1000);
  switch (mode ?? 'on') {
    case 'on':
      return and(gte(items.publishedAt, dayStart), lt(items.publishedAt, nextDay));
    case 'before':
      return lt(items.publishedAt, dayStart);
    case 'after':
      return gte(items.publishedAt, nextDay);
  }
}

function flagsCondition(flags: readonly FlagSlot[]): SQL | undefined {
  const slots = [...new Set(flags)];
  return slots.length === 0 ? undefined : or(...slots.map((slot) => eq(FLAG_COLUMNS[slot], true)));
}

/**
 * The per-source sub-list. A literature article found by several search terms keeps the first in source_key and
 * all of them in data.search_terms, so it shows under each term.
 */
function sourceKeyCondition(key: string): SQL | undefined {
  return or(eq(items.sourceKey, key), sql`${items.data}->'search_terms' @> ${JSON.stringify([key])}::jsonb`);
}

/** A list's filters without its paging (the custom report filters with them too). */
export type ListFilterQuery = Omit<ParsedListQuery, 'page_size'>;

/** Every filter except status and ai_triage: what the five tiles count over. */
export function baseConditions(scope: ListScope, query: ListFilterQuery): SQL | undefined {
  return and(
    eq(items.orgId, scope.orgId),
    notArchived(),
    scope.sources.length === 1
      ? eq(items.source, scope.sources[0] ?? '')
      : inArray(items.source, [...scope.sources]),
    query.source_key !== undefined ? sourceKeyCondition(query.source_key) : undefined,
    query.databases && query.databases.length > 0
      ? inArray(sql`${items.data}->>'database'`, query.databases)
      : undefined,
    query.flags ? flagsCondition(query.flags.map(slotOfFlag)) : undefined,
    query.q ? searchCondition(query.q) : undefined,
    query.date ? dateCondition(query.date_mode, query.date) : undefined,
  );
}

/** The list's filters: the tiles' filters plus the selected status and the AI-triage switch. */
export function listConditions(scope: ListScope, query: ListFilterQuery): SQL | undefined {
  return and(
    baseConditions(scope, query),
    query.status ? statusCondition(query.status) : undefined,
    query.ai_triage ? triageCondition() : undefined,
  );
}
