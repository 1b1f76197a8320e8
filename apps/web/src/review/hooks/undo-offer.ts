import { create } from 'zustand';
import type { Source, StatusId } from '@vigila/domain';

/** How long Undo stays on offer after a status change (issue 26 point 8). */
export const UNDO_OFFER_MS = 5_000;

/** The status change Undo would take back: its history entry, the item's source, the status it set. */
export interface UndoOffer {
  historyId: string;
  source: Source;
  statusId: StatusId;
}

/**
 * The one status change on offer for Undo (the latest; a new change replaces it). The toast reads it and clears it
 * after UNDO_OFFER_MS or once used.
 */
export const useUndoOffer = create<{
  offer: UndoOffer | null;
  show: (offer: UndoOffer) => void;
  dismiss: (historyId: string) => void;
}>((set) => ({
  offer: null,
  show: (offer) => set({ offer }),
  dismiss: (historyId) => set((state) => (state.offer?.historyId === historyId ? { offer: null } : state)),
}));
