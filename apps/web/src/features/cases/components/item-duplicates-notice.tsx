import { TriangleAlert } from 'lucide-react';
import { useT } from '@/lib/i18n/index.ts';
import { useItemDuplicates } from '../api/duplicates.ts';
import { CandidateSummary } from './duplicates-panel.tsx';

/**
 * Before an item is made a case (issue 13): a notice naming the organisation's likely duplicates of it, so the
 * reviewer can open the existing case instead of reporting the event twice. Shows nothing while loading, on an
 * error, or when there is none: it must never stand in the way of converting.
 */
export function ItemDuplicatesNotice({ itemId }: { itemId: string }) {
  const t = useT();
  const duplicates = useItemDuplicates(itemId);
  const found = duplicates.data ?? [];
  if (found.length === 0) return null;
  return (
    <section
      role="status"
      aria-labelledby={`item-duplicates-${itemId}`}
      className="space-y-2 rounded-md border border-amber-500/50 bg-amber-50 p-3 text-amber-950 dark:bg-amber-950/30 dark:text-amber-100"
    >
      <h3 id={`item-duplicates-${itemId}`} className="flex items-center gap-2 text-sm font-semibold">
        <TriangleAlert aria-hidden className="size-4" />
        {t('duplicates.itemNoticeTitle')}
      </h3>
      <p className="text-sm">{t('duplicates.itemNoticeBody', { count: found.length })}</p>
      <ul className="space-y-2">
        {found.map((candidate) => (
          <li key={`${candidate.kind}-${candidate.id}`}>
            <CandidateSummary candidate={candidate} />
          </li>
        ))}
      </ul>
    </section>
  );
}
