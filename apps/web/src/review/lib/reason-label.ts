import { isDefaultReasonCode, type PlainMessageKey } from '@vigila/domain';
import type { Translate } from '@/lib/i18n/index.ts';

/**
 * The words of a Non-relevant reason: the organisation's own label, or a default reason's text in the reader's
 * language; an unknown code without a label (a reason since removed) shows its code.
 */
export function reasonLabel(t: Translate, reason: { code: string; label?: string | null }): string {
  if (reason.label) return reason.label;
  if (isDefaultReasonCode(reason.code)) return t(`triage.reason.${reason.code}` satisfies PlainMessageKey);
  return reason.code;
}
