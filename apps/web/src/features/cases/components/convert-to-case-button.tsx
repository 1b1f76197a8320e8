import { FolderPlus, LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { casePayload, type CaseDraft } from '@/review/lib/case-draft.ts';
import { useCreateCase } from '../api/create-case.ts';
import { useItemCases } from '../api/get-item-cases.ts';
import { CaseIdLink } from './case-id-link.tsx';
import { ItemDuplicatesNotice } from './item-duplicates-notice.tsx';

/** "Case of this item: 1f3a9": the cases already made of the item (Convert to Case then opens the same one). */
function ItemCases({ itemId }: { itemId: string }) {
  const t = useT();
  const cases = useItemCases(itemId).data ?? [];
  if (cases.length === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm" role="status">
      <span className="text-muted-foreground">{t('cases.ofThisItem', { count: cases.length })}</span>
      {cases.map((found) => (
        <CaseIdLink key={found.id} id={found.id} />
      ))}
    </p>
  );
}

/**
 * Convert to Case, on every detail page (SPEC §2.8): POST /case with what the page knows about its item. Above it,
 * the item's likely duplicates among the organisation's cases and items (issue 13), so the same event is not made
 * a second case unseen; and the case already made of it, if any. The server sets the item to Needs Review.
 */
export function ConvertToCaseButton({ draft }: { draft: CaseDraft }) {
  const t = useT();
  const create = useCreateCase();
  return (
    <div className="space-y-3">
      <ItemCases itemId={draft.reference_id} />
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
