import { useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { useMay } from '@/lib/use-permissions.ts';
import { useDowngradeSeriousness } from '../api/downgrade-seriousness.ts';
import { ReasonField } from './reason-field.tsx';

/**
 * A possibly serious case (issue 27): the words of the report that may hide a seriousness criterion, and why the case
 * is on the shorter clock; members who may pass the medical review downgrade it with a reason, which the history
 * keeps. Nothing is shown once it is downgraded or when it never was.
 */
export function PossiblySeriousNotice({
  caseId,
  words,
}: {
  caseId: string;
  words: readonly string[] | null;
}) {
  const t = useT();
  const may = useMay();
  if (!words) return null;
  return (
    <section
      aria-label={t('possiblySerious.badge')}
      data-testid="possibly-serious"
      className="flex flex-col gap-3 rounded-lg border border-amber-500/60 bg-amber-50 p-4 text-sm sm:flex-row sm:items-center dark:bg-amber-950/30"
    >
      <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-amber-600" />
      <div className="flex-1">
        <p className="font-medium">{t('possiblySerious.badge')}</p>
        <p className="text-muted-foreground">
          {t('possiblySerious.caseBody', { words: words.join('”, “') })}
        </p>
      </div>
      {may('case.pass_medical_review') ? <DowngradeDialog caseId={caseId} /> : null}
    </section>
  );
}

function DowngradeDialog({ caseId }: { caseId: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const downgrade = useDowngradeSeriousness(caseId, () => {
    notify.success(t('possiblySerious.downgraded'));
    setOpen(false);
  });
  const ready = reason.trim() !== '';
  const submit = () => {
    setError(null);
    downgrade.mutate(
      { reason: reason.trim() },
      { onError: (failure) => setError(t('possiblySerious.failed', { message: failure.message })) },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setReason('');
          setError(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          {t('possiblySerious.downgrade')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('caseForm.receiptCancel')}>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (ready) submit();
          }}
        >
          <DialogHeader>
            <DialogTitle>{t('possiblySerious.downgradeTitle')}</DialogTitle>
            <DialogDescription>{t('possiblySerious.downgradeBody')}</DialogDescription>
          </DialogHeader>
          <ReasonField
            id="downgrade-reason"
            label={t('possiblySerious.reason')}
            value={reason}
            onChange={setReason}
          />
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="submit" disabled={!ready || downgrade.isPending}>
              {t('possiblySerious.downgrade')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
