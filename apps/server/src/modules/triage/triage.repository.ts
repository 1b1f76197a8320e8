import {
  slotOfFlag,
  type AnyFlag,
  type Source,
  type TriageSeriousness,
  type TriageSort,
} from '@vigila/domain';
import { and, asc, desc, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import { items } from '../../db/schema/index.ts';
import {
  type ItemRow,
  type ListPage,
  listRowColumns,
  pageOfItems,
  type RowColumns,
  triageCondition,
} from '../items/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';

/** Which part of the inbox: one source (or all) and items with any of some flags (or all). */
export interface TriageFilter {
  source?: Source;
  flags?: readonly AnyFlag[];
  /** Only items that name one of the organisation's products (decision 0042). */
  ownProducts?: boolean;
  /** Only items the analysis found serious, or possibly serious (issue 27). */
  seriousness?: TriageSeriousness;
}

const FLAG_COLUMNS = { adr: items.adr, pqc: items.pqc, mi: items.mi } as const;

function flagsCondition(flags: readonly AnyFlag[] | undefined): SQL | undefined {
  const slots = [...new Set((flags ?? []).map(slotOfFlag))];
  return slots.length === 0 ? undefined : or(...slots.map((slot) => eq(FLAG_COLUMNS[slot], true)));
}

/** Pending items with any flag, of every source (or one), with the flag filter: items_triage_idx serves them. */
const inboxOf = (orgId: string, filter: TriageFilter) =>
  and(
    eq(items.orgId, orgId),
    triageCondition(),
    filter.source ? eq(items.source, filter.source) : undefined,
    flagsCondition(filter.flags),
    filter.ownProducts ? sql`cardinality(${items.ownProductIds}) > 0` : undefined,
    filter.seriousness ? sql`${SERIOUS_RANK} = ${SERIOUSNESS_RANKS[filter.seriousness]}` : undefined,
  );

const criteria = sql`${items.caseFacts}->'seriousness'`;
/**
 * 2 when the analysis read a seriousness criterion, 1 when it read only words that may hide one (possibly serious),
 * 0 otherwise: `seriousnessOfFacts` in SQL.
 */
export const SERIOUS_RANK = sql<number>`case when coalesce(${items.caseFacts}->>'serious', 'false') = 'true' or (jsonb_typeof(${criteria}) = 'array' and jsonb_array_length(${criteria}) > 0) then 2 when coalesce(${items.caseFacts}->>'possiblySerious', 'false') = 'true' then 1 else 0 end`;
const SERIOUSNESS_RANKS: Record<TriageSeriousness, number> = { serious: 2, possibly_serious: 1 };
/**
 * 1 when the item names one of the organisation's own products: the marker the analysis sets and the dictionary's
 * changes recompute (items.own_product_ids, decision 0042).
 */
export const OWN_PRODUCT_RANK = sql<number>`case when cardinality(${items.ownProductIds}) > 0 then 1 else 0 end`;

/** How many items of the filtered inbox there are, counted from the rows (a filter the counters do not keep). */
export async function countTriageRows(db: DbExecutor, orgId: string, filter: TriageFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`cast(count(*) as integer)` })
    .from(items)
    .where(inboxOf(orgId, filter));
  return row?.n ?? 0;
}

/** Serious first, then possibly serious, then own product, then the oldest received; the id breaks ties so pages never overlap. */
const PRIORITY_ORDER = [desc(SERIOUS_RANK), desc(OWN_PRODUCT_RANK), asc(items.receivedAt), asc(items.id)];

export async function listTriageRows(
  db: DbExecutor,
  orgId: string,
  options: TriageFilter & ListPage & { sort?: TriageSort },
  columns: RowColumns = 'listRow',
): Promise<ItemRow[]> {
  const conditions = inboxOf(orgId, options);
  if (options.sort !== 'priority') return pageOfItems(db, orgId, conditions, options, columns);
  // By page number only: a priority rank has no cursor (the inbox is a small slice, so offsets stay cheap).
  const rows = await db
    .select(columns === 'listRow' ? listRowColumns : getTableColumns(items))
    .from(items)
    .where(conditions)
    .orderBy(...PRIORITY_ORDER)
    .limit(options.limit)
    .offset(options.offset);
  return rows;
}
