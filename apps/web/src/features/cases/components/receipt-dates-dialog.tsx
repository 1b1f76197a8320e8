import { useState } from 'react';
import { CalendarDays } from 'lucide-react';
import { receiptDatesProblem, type CaseSummary } from '@vigila/domain';
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
import { Input } from '@/components/ui/input.tsx';
import { apiErrorMessage } from '@/lib/i18n/api-error-message.ts';
import { useT } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { useUpdateReceiptDates } from '../api/update-receipt-dates.ts';
import { localToday } from '../lib/sender-prefill.ts';
import { ReasonField } from './reason-field.tsx';

type Receipt = Pick<CaseSummary, 'id' | 'initial_receipt_date' | 'latest_receipt_date'>;

/**
 * "Change receipt dates": day 0 (C.1.4) and the latest receipt (C.1.5) of the case, saved only with a reason, which
 * the change history keeps (decision 0032). The dates are checked here as the server checks them.
 */
export function ReceiptDatesDialog({ receipt }: { receipt: Receipt }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [initial, setInitial] = useState(receipt.initial_receipt_date);
  const [latest, setLatest] = useState(receipt.latest_receipt_date);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateReceiptDates(receipt.id);
  const today = localToday();
  const problem = initial && latest ? receiptDatesProblem(initial, latest, today) : null;
  const shown = error ?? (problem ? apiErrorMessage(problem, problem) : null);
  const ready = initial !== '' && latest !== '' && reason.trim() !== '' && problem === null;

  const submit = () => {
    setError(null);
    save.mutate(
      { initial_receipt_date: initial, latest_receipt_date: latest, reason: reason.trim() },
      {
        onSuccess: () => {
          notify.success(t('caseForm.receiptDatesSaved'));
          setOpen(false);
        },
        onError: (failure) => setError(t('caseForm.receiptDatesFailed', { message: failure.message })),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setInitial(receipt.initial_receipt_date);
          setLatest(receipt.latest_receipt_date);
          setReason('');
          setError(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <CalendarDays aria-hidden="true" />
          {t('caseForm.changeReceiptDates')}
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
            <DialogTitle>{t('caseForm.receiptDatesTitle')}</DialogTitle>
            <DialogDescription>{t('caseForm.receiptDatesDescription')}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="space-y-1">
              <label htmlFor="initial-receipt" className="text-sm font-medium">
                {t('caseForm.initialReceipt')}
              </label>
              <Input
                id="initial-receipt"
                type="date"
                required
                max={today}
                value={initial}
                onChange={(event) => setInitial(event.target.value)}
              />
            </div>
            <div className="space-y-1">
              <label htmlFor="latest-receipt" className="text-sm font-medium">
                {t('caseForm.latestReceipt')}
              </label>
              <Input
                id="latest-receipt"
                type="date"
                required
                min={initial || undefined}
                max={today}
                value={latest}
                onChange={(event) => setLatest(event.target.value)}
              />
            </div>
          </div>
          <ReasonField
            id="receipt-reason"
            label={t('caseForm.receiptReason')}
            hint={t('caseForm.receiptReasonHint')}
            value={reason}
            onChange={setReason}
          />
          {shown ? (
            <p role="alert" className="text-sm text-destructive">
              {shown}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="submit" disabled={!ready || save.isPending}>
              {t('caseForm.receiptSave')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
