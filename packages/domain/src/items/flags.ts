import type { LiteratureFlag, ReviewFlag } from '../constants.ts';

/**
 * Items store three analysis flags. For literature the same three slots are named ss (safety signal ≈ adr),
 * qm (quality mention ≈ pqc) and si (special interest) — SPEC §1.
 */
export type FlagSlot = ReviewFlag;
export type AnyFlag = ReviewFlag | LiteratureFlag;

export const LITERATURE_FLAG_SLOT: Record<LiteratureFlag, FlagSlot> = { ss: 'adr', qm: 'pqc', si: 'mi' };

export function slotOfFlag(flag: AnyFlag): FlagSlot {
  switch (flag) {
    case 'adr':
    case 'pqc':
    case 'mi':
      return flag;
    case 'ss':
    case 'qm':
    case 'si':
      return LITERATURE_FLAG_SLOT[flag];
  }
}

export const AI_STATUSES = ['pending', 'processing', 'processed', 'failed'] as const;
export type AiStatus = (typeof AI_STATUSES)[number];
