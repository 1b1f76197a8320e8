import {
  normaliseProductText,
  PSUR_LINE_LISTING_LIMIT,
  SERIOUSNESS_FIELDS,
  SOURCES,
  type PsurCountRow,
  type PsurData,
  type PsurFlaggedRow,
  type PsurLine,
  type Source,
} from '@vigila/domain';
import type { DbExecutor } from '../../db/transaction.ts';
import type { Caller } from '../../http/caller.ts';
import { intervalInstants } from './psur-interval.ts';
import {
  activeReleaseVersion,
  caseKeyCounts,
  lineListing,
  outcomeCounts,
  productNames,
  reactionCounts,
  scopedCases,
  seriousnessCounts,
  type LineListingRow,
  type PsurScope,
  type ScopedCase,
} from './psur.repository.ts';
import { flaggedItemCounts } from './psur-flagged.repository.ts';

export interface PsurRequest {
  product: string;
  from: string;
  to: string;
  language?: 'en' | 'es' | undefined;
}

const isSource = (value: string): value is Source => (SOURCES as readonly string[]).includes(value);

export function psurScope(caller: Caller, request: PsurRequest): PsurScope {
  return {
    orgId: caller.orgId,
    product: normaliseProductText(request.product),
    ...intervalInstants(request.from, request.to),
    language: request.language ?? 'en',
  };
}

/** A line of the listing as the API gives it: seriousness from its reactions' criteria. */
export function presentLine(row: LineListingRow): PsurLine {
  const criteria = SERIOUSNESS_FIELDS.filter((field) =>
    row.reactions.some((reaction) => reaction[field] === true),
  );
  return {
    case_id: row.case_id,
    reference_id: row.reference_id,
    receipt_date: row.receipt_date,
    country: row.country,
    age: row.age,
    age_unit: row.age_unit,
    sex: row.sex,
    drugs: row.drugs,
    reactions: row.reactions.map((reaction) => ({
      term: reaction.term,
      pt_name: reaction.pt_name,
      outcome: reaction.outcome,
      serious: SERIOUSNESS_FIELDS.some((field) => reaction[field] === true),
    })),
    serious: criteria.length > 0,
    criteria: [...criteria],
    source: row.source,
    status: row.status,
  };
}

/** Serious, non-serious, then each criterion: cases in the interval and cumulatively. */
export function seriousnessRows(
  counts: Record<string, number>,
  scoped: readonly ScopedCase[],
): PsurCountRow[] {
  const total = { interval: scoped.filter((row) => row.in_interval).length, cumulative: scoped.length };
  const serious = { interval: counts.serious_interval ?? 0, cumulative: counts.serious_cumulative ?? 0 };
  return [
    { key: 'serious', ...serious },
    {
      key: 'non_serious',
      interval: total.interval - serious.interval,
      cumulative: total.cumulative - serious.cumulative,
    },
    ...SERIOUSNESS_FIELDS.map((field) => ({
      key: field,
      interval: counts[`${field}_interval`] ?? 0,
      cumulative: counts[`${field}_cumulative`] ?? 0,
    })),
  ];
}

export function presentFlagged(
  rows: readonly { source: string; flagged: number; adr: number; pqc: number; mi: number }[],
): PsurFlaggedRow[] {
  return rows.flatMap((row) => (isSource(row.source) ? [{ ...row, source: row.source }] : []));
}

/**
 * Every table of the PSUR of a product and interval for the caller's organisation (decision 0023). The product's
 * cases are found once; each table is then one SQL statement over them, none reading another organisation's rows.
 */
export async function psurTables(
  db: DbExecutor,
  caller: Caller,
  request: PsurRequest,
  { now }: { now: Date },
): Promise<PsurData> {
  const scope = psurScope(caller, request);
  const scoped = await scopedCases(db, scope);
  const [release, reactions, seriousness, outcome, sources, countries, lines, flagged] = await Promise.all([
    activeReleaseVersion(db, scope),
    reactionCounts(db, scope, scoped),
    seriousnessCounts(db, scope, scoped),
    outcomeCounts(db, scope, scoped),
    caseKeyCounts(db, scope, scoped, 'source'),
    caseKeyCounts(db, scope, scoped, 'country'),
    lineListing(db, scope, scoped, PSUR_LINE_LISTING_LIMIT),
    flaggedItemCounts(db, scope, request.product.trim()),
  ]);
  return {
    product: request.product.trim(),
    from: request.from,
    to: request.to,
    organisation: caller.orgName,
    generated_at: now.toISOString(),
    meddra_version: release[0]?.version ?? null,
    cases: { interval: scoped.filter((row) => row.in_interval).length, cumulative: scoped.length },
    reactions,
    seriousness: seriousnessRows(seriousness, scoped),
    outcome,
    sources,
    countries,
    line_listing: lines.map(presentLine),
    line_listing_total: scoped.filter((row) => row.in_interval).length,
    flagged_items: presentFlagged(flagged),
  };
}

/** The product picker's type-ahead: suspect and interacting drug names and substances, most cases first. */
export function psurProducts(db: DbExecutor, caller: Caller, q: string) {
  return productNames(db, caller.orgId, normaliseProductText(q), 20);
}
