import { createContext, useContext, type ReactNode } from 'react';

/** Draws an item's Similar items card from its id. */
export type RenderSimilarItems = (itemId: string) => ReactNode;

const SimilarItemsContext = createContext<RenderSimilarItems | null>(null);

/**
 * Similar items belong to the vector feature, and the review layer never imports a feature: the app plugs the card
 * in here (app/review-extensions.tsx), and every detail page shows it under Quick Actions.
 */
export const SimilarItemsProvider = SimilarItemsContext.Provider;

/** Renders the plugged-in Similar items card; nothing when no feature provides one. */
export function SimilarItemsSlot({ itemId }: { itemId: string }) {
  const render = useContext(SimilarItemsContext);
  return render ? render(itemId) : null;
}
