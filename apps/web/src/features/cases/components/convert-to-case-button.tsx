import { FolderPlus, LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { casePayload, type CaseDraft } from '@/review/lib/case-draft.ts';
import { useCreateCase } from '../api/create-case.ts';
import { ItemDuplicatesNotice } from './item-duplicates-notice.tsx';

/**
 * Convert to Case, on every detail page (SPEC §2.8): POST /case with what the page knows about its item. Above it,
 * the item's likely duplicates among the organisation's cases and items (issue 13), so the same event is not made
 * a second case unseen.
 */
export function ConvertToCaseButton({ draft }: { draft: CaseDraft }) {
  const t = useT();
  const create = useCreateCase();
  return (
    <div className="space-y-3">
      <ItemDuplicatesNotice itemId={draft.reference_id} />
      <Button
        className="w-full"
        disabled={create.isPending}
        aria-busy={create.isPending}
        onClick={() => create.mutate(casePayload(draft))}
      >
        {create.isPending ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <FolderPlus aria-hidden="true" />
        )}
        {create.isPending ? t('cases.converting') : t('detail.convertToCase')}
      </Button>
    </div>
  );
}
