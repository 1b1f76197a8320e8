import { createContext, useContext, type ReactNode } from 'react';
import type { CaseDraft } from '../../lib/case-draft.ts';

/** Draws the control a detail page shows for Convert to Case from what the page knows about its item. */
export type RenderConvertToCase = (draft: CaseDraft) => ReactNode;

const ConvertToCaseContext = createContext<RenderConvertToCase | null>(null);

/**
 * Convert to Case belongs to the cases feature, and the review layer never imports a feature: the app plugs the
 * control in here (app/review-extensions.tsx), and every detail page's Quick Actions renders it.
 */
export const ConvertToCaseProvider = ConvertToCaseContext.Provider;

/** Renders the plugged-in Convert to Case control; nothing when no feature provides one. */
export function ConvertToCaseSlot({ draft }: { draft: CaseDraft }) {
  const render = useContext(ConvertToCaseContext);
  return render ? render(draft) : null;
}
