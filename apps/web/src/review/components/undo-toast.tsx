import { useEffect } from 'react';
import { Undo2 } from 'lucide-react';
import { STATUS } from '@vigila/domain';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useUndoStatusChange } from '../api/undo-status.ts';
import { UNDO_OFFER_MS, useUndoOffer } from '../hooks/undo-offer.ts';

/**
 * After a status change, "Marked Needs Review · Undo" for 5 s (issue 26 point 8). Its own small toast rather than
 * sonner's: the button must stay put and reachable by keyboard, and the offer ends with its timer.
 */
export function UndoToast() {
  const t = useT();
  const offer = useUndoOffer((state) => state.offer);
  const dismiss = useUndoOffer((state) => state.dismiss);
  const undo = useUndoStatusChange();

  useEffect(() => {
    if (!offer) return;
    const timer = setTimeout(() => dismiss(offer.historyId), UNDO_OFFER_MS);
    return () => clearTimeout(timer);
  }, [offer, dismiss]);

  if (!offer) return null;
  const status = t(offer.statusId === STATUS.nonRelevant ? 'status.nonRelevant' : 'status.needsReview');
  const run = () => {
    dismiss(offer.historyId);
    undo.mutate(offer);
  };
  return (
    <div
      role="status"
      aria-live="polite"
      data-undo-toast=""
      className="fixed bottom-4 left-1/2 z-50 flex -translate-x-1/2 items-center gap-3 rounded-lg border bg-popover px-4 py-2 text-sm text-popover-foreground shadow-lg"
    >
      <span>{t('undo.changedTo', { status })}</span>
      <Button size="sm" variant="outline" onClick={run}>
        <Undo2 aria-hidden="true" />
        {t('undo.action')}
      </Button>
    </div>
  );
}
