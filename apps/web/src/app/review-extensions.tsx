import type { ReactNode } from 'react';
import { ConvertToCaseButton } from '@/features/cases/components/convert-to-case-button.tsx';
import type { CaseDraft } from '@/review/lib/case-draft.ts';
import { ConvertToCaseProvider } from '@/review/components/detail/convert-to-case-slot.tsx';

const renderConvertToCase = (draft: CaseDraft) => <ConvertToCaseButton draft={draft} />;

/**
 * Where features plug into the review layer's extension points, so the layer never imports a feature:
 * the cases feature's Convert to Case button fills every detail page's Quick Actions.
 */
export function ReviewExtensions({ children }: { children: ReactNode }) {
  return <ConvertToCaseProvider value={renderConvertToCase}>{children}</ConvertToCaseProvider>;
}
