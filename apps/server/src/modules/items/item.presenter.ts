import { AI_STATUSES, type AiStatus } from '@vigila/domain';
import type { ItemRow } from './items.repository.ts';

/** A string field of the item's source-specific data, or null when absent or of another type. */
export function dataString(row: Pick<ItemRow, 'data'>, key: string): string | null {
  const value = row.data[key];
  return typeof value === 'string' ? value : null;
}

export function dataNumber(row: Pick<ItemRow, 'data'>, key: string): number | null {
  const value = row.data[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

const aiStatusOf = (value: string): AiStatus =>
  (AI_STATUSES as readonly string[]).includes(value) ? (value as AiStatus) : 'pending';

/**
 * The analysis fields every source's item carries (SPEC §3), read from the item's columns. Presenters add their own
 * fields with `Object.assign(presentFlagFields(row), { … })`, not `{ ...presentFlagFields(row), … }`: V8 builds a
 * spread of this many fields followed by a dozen more on a slow path, about 100 µs a row (5 ms of a 50-row page),
 * where Object.assign takes about 2 µs (decision 0014 "request overhead").
 */
export function presentFlagFields(row: ItemRow) {
  const aiStatus = aiStatusOf(row.aiStatus);
  return {
    adr: row.adr,
    pqc: row.pqc,
    mi: row.mi,
    adr_reason: row.adrReason,
    pqc_reason: row.pqcReason,
    mi_reason: row.miReason,
    reaction_term: row.reactionTerm,
    meddra: row.meddraCode,
    // An analysis stored before decision 0043 has no drug roles: the schema's default, an empty list.
    case_facts: row.caseFacts ? { ...row.caseFacts, drugs: row.caseFacts.drugs ?? [] } : null,
    set_aside: row.setAside ?? [],
    ai_processed: aiStatus === 'processed',
    ai_status: aiStatus,
    ai_error: row.aiError,
    analyzer: row.analyzer,
    own_product_ids: row.ownProductIds,
  };
}

export function dataBoolean(row: Pick<ItemRow, 'data'>, key: string): boolean | null {
  const value = row.data[key];
  return typeof value === 'boolean' ? value : null;
}

export function dataStrings(row: Pick<ItemRow, 'data'>, key: string): string[] {
  const value = row.data[key];
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

/** The fields every monitored source's item carries besides its flags (source-shapes.ts `reviewed`). */
export function presentReviewed(row: ItemRow) {
  return {
    id: row.id,
    history_status_id: row.statusId,
    status: { id: row.statusId },
    source_key: row.sourceKey,
    created_at: row.createdAt.toISOString(),
  };
}
