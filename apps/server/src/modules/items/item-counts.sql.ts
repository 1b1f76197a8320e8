import { slotOfFlag, STATUS, type ParsedListQuery, type StatusFilter } from '@vigila/domain';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { itemCounts } from '../../db/schema/index.ts';
import type { ListScope } from './item-list.sql.ts';

const COUNTER_FLAGS = { adr: itemCounts.adr, pqc: itemCounts.pqc, mi: itemCounts.mi } as const;

/**
 * Whether the counters answer a list query: every filter but the text search and the date is one of their
 * dimensions (source, sub-list key, literature database, flags, status), so only those two need the items.
 */
export const countersAnswer = (query: ParsedListQuery): boolean => !query.q && !query.date;

/** Pending with any flag, over the counters: the same rule as `triageCondition` over the items. */
export const counterTriage = (): SQL =>
  sql`${itemCounts.statusId} = ${STATUS.pending} and (${itemCounts.adr} or ${itemCounts.pqc} or ${itemCounts.mi})`;

/** The counters of a list's tiles: `baseConditions` without text and date (see `countersAnswer`). */
export function counterBaseConditions(scope: ListScope, query: ParsedListQuery): SQL | undefined {
  const slots = [...new Set((query.flags ?? []).map(slotOfFlag))];
  return and(
    eq(itemCounts.orgId, scope.orgId),
    scope.sources.length === 1
      ? eq(itemCounts.source, scope.sources[0] ?? '')
      : inArray(itemCounts.source, [...scope.sources]),
    eq(itemCounts.sourceKey, query.source_key ?? ''),
    query.databases && query.databases.length > 0 ? inArray(itemCounts.database, query.databases) : undefined,
    slots.length > 0 ? or(...slots.map((slot) => eq(COUNTER_FLAGS[slot], true))) : undefined,
  );
}

function counterStatus(filter: StatusFilter | undefined): SQL | undefined {
  switch (filter) {
    case undefined:
    case 'all':
      return undefined;
    case 'pending':
      return eq(itemCounts.statusId, STATUS.pending);
    case 'needs_review':
      return eq(itemCounts.statusId, STATUS.needsReview);
    case 'non_relevant':
      return eq(itemCounts.statusId, STATUS.nonRelevant);
  }
}

/** The counters of a list's total: the tiles' counters plus the selected status and the AI-triage switch. */
export function counterListConditions(scope: ListScope, query: ParsedListQuery): SQL | undefined {
  return and(
    counterBaseConditions(scope, query),
    counterStatus(query.status),
    query.ai_triage ? counterTriage() : undefined,
  );
}
