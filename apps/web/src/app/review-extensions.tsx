import { lazy, Suspense, type ReactNode } from 'react';
import type { CaseDraft } from '@/review/lib/case-draft.ts';
import { ConvertToCaseProvider } from '@/review/components/detail/convert-to-case-slot.tsx';
import { SimilarItemsProvider } from '@/review/components/detail/similar-items-slot.tsx';

// Only detail pages show the button: its code (the case calls and their schemas) loads with the first of them,
// not with the shell every page shares.
const ConvertToCaseButton = lazy(() =>
  import('@/features/cases/components/convert-to-case-button.tsx').then((module) => ({
    default: module.ConvertToCaseButton,
  })),
);

// Similar items load with the first detail page too, not with the shell.
const SimilarItemsCard = lazy(() =>
  import('@/features/vector/components/similar-items-card.tsx').then((module) => ({
    default: module.SimilarItemsCard,
  })),
);

const renderSimilarItems = (itemId: string) => (
  <Suspense fallback={null}>
    <SimilarItemsCard itemId={itemId} />
  </Suspense>
);

const renderConvertToCase = (draft: CaseDraft) => (
  <Suspense fallback={null}>
    <ConvertToCaseButton draft={draft} />
  </Suspense>
);

/**
 * Where features plug into the review layer's extension points, so the layer never imports a feature:
 * the cases feature's Convert to Case button fills every detail page's Quick Actions, and the vector feature's
 * Similar items card follows it.
 */
export function ReviewExtensions({ children }: { children: ReactNode }) {
  return (
    <ConvertToCaseProvider value={renderConvertToCase}>
      <SimilarItemsProvider value={renderSimilarItems}>{children}</SimilarItemsProvider>
    </ConvertToCaseProvider>
  );
}
