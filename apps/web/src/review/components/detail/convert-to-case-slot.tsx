import { createContext, useContext, type ComponentType } from 'react';
import type { CaseDraft } from '../../lib/case-draft.ts';

/** The control a detail page shows for Convert to Case: it gets what the page knows about its item. */
export type ConvertToCaseControl = ComponentType<{ draft: CaseDraft }>;

const ConvertToCaseContext = createContext<ConvertToCaseControl | null>(null);

/**
 * Convert to Case belongs to the cases feature, and the review layer never imports a feature: the app plugs the
 * control in here (app/review-extensions.tsx), and every detail page's Quick Actions renders it.
 */
export const ConvertToCaseProvider = ConvertToCaseContext.Provider;

/** Renders the plugged-in Convert to Case control; nothing when no feature provides one. */
export function ConvertToCaseSlot({ draft }: { draft: CaseDraft }) {
  const Control = useContext(ConvertToCaseContext);
  return Control ? <Control draft={draft} /> : null;
}
