import { useId, useState } from 'react';
import { Check, Trash2, X } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/index.ts';

/** SPEC §2.6: delete is two steps — a trash icon, then Confirm or Cancel. */
export function TwoStepDelete({
  name,
  pending,
  onConfirm,
  label,
  warning,
}: {
  name: string;
  pending: boolean;
  onConfirm: () => void;
  /** Text beside the trash icon; icon only when absent. */
  label?: string;
  /** What confirming will do, shown beside Confirm and read with it (a channel's removal archives its items). */
  warning?: string;
}) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const warningId = useId();
  if (!confirming) {
    return (
      <Button
        variant="ghost"
        size={label ? 'sm' : 'icon'}
        className={label ? 'justify-start text-destructive' : 'size-8 text-destructive'}
        aria-label={t('delete.trash', { name })}
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" />
        {label}
      </Button>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-1">
      {warning ? (
        <span id={warningId} className="text-xs text-muted-foreground">
          {warning}
        </span>
      ) : null}
      <Button
        variant="destructive"
        size="sm"
        disabled={pending}
        onClick={onConfirm}
        aria-describedby={warning ? warningId : undefined}
      >
        <Check aria-hidden="true" />
        {t('delete.confirm')}
      </Button>
      <Button variant="outline" size="sm" disabled={pending} onClick={() => setConfirming(false)}>
        <X aria-hidden="true" />
        {t('delete.cancel')}
      </Button>
    </span>
  );
}
