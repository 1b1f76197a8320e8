import { normaliseStatus, type AiStatus, type CaseFacts, type StatusId } from '@vigila/domain';
import type { ItemView } from '../source-descriptor.ts';

/** The analysis fields every presented item carries (flagFieldsSchema). */
interface FlagFields {
  adr: boolean | null;
  pqc: boolean | null;
  mi: boolean | null;
  adr_reason: string | null;
  pqc_reason: string | null;
  mi_reason: string | null;
  ai_status: AiStatus;
  ai_error: string | null;
  case_facts: CaseFacts | null;
  own_product_ids?: string[];
}

/** The shared view of an item presented with the flag fields of SPEC §3 (e-mails, recordings, …). */
export function flagFieldsView(
  id: string,
  status: number | string | null | undefined,
  item: FlagFields,
): ItemView {
  const statusId: StatusId = normaliseStatus(status);
  return {
    id,
    status: statusId,
    flags: { adr: item.adr, pqc: item.pqc, mi: item.mi },
    reasons: { adr: item.adr_reason, pqc: item.pqc_reason, mi: item.mi_reason },
    aiStatus: item.ai_status,
    aiError: item.ai_error,
    caseFacts: item.case_facts,
    ownProductIds: item.own_product_ids ?? [],
  };
}

/** The view of a monitored source's item (Amazon, Instagram, YouTube), whose status comes as `{ id }`. */
export function monitoredItemView(item: FlagFields & { id: string; status: { id: number } }): ItemView {
  return flagFieldsView(item.id, item.status.id, item);
}

export function hasAnyFlag(view: Pick<ItemView, 'flags'>): boolean {
  return Boolean(view.flags.adr || view.flags.pqc || view.flags.mi);
}
