import { CalendarClock } from 'lucide-react';
import type { CaseSummary } from '@vigila/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { usePreferences } from '@/lib/preferences-store.ts';
import { formatDueDate } from '../lib/case-dates.ts';
import { ReceiptDatesDialog } from './receipt-dates-dialog.tsx';

/**
 * The receipt dates (day 0 is the initial one), the due date with the receiver it is owed to (the first expedited
 * reporting obligation, decision 0044; else the fixed 15 or 90 calendar days) and the Serious / Overdue badges, with
 * the dialog that changes the receipt dates (decision 0032).
 */
export function RegulatoryClock({
  clock,
}: {
  clock: Pick<
    CaseSummary,
    | 'id'
    | 'initial_receipt_date'
    | 'latest_receipt_date'
    | 'due_date'
    | 'due_receiver'
    | 'serious'
    | 'overdue'
  >;
}) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  return (
    <section aria-labelledby="case-clock" className="space-y-2">
      <h3 id="case-clock" className="flex items-center gap-2 text-sm font-medium">
        <CalendarClock aria-hidden="true" className="size-4 text-muted-foreground" />
        {t('caseForm.clock')}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">
          {t('caseForm.initialReceipt')} ({t('caseForm.dayZero')})
        </dt>
        <dd>
          <time dateTime={clock.initial_receipt_date}>
            {formatDueDate(clock.initial_receipt_date, language)}
          </time>
        </dd>
        <dt className="text-muted-foreground">{t('caseForm.latestReceipt')}</dt>
        <dd>
          <time dateTime={clock.latest_receipt_date}>
            {formatDueDate(clock.latest_receipt_date, language)}
          </time>
        </dd>
        <dt className="text-muted-foreground">{t('caseForm.dueDate')}</dt>
        <dd>
          <time dateTime={clock.due_date}>{formatDueDate(clock.due_date, language)}</time>
          {clock.due_receiver ? ` · ${t(`reportingRules.receiver.${clock.due_receiver}`)}` : null}
        </dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        {clock.serious ? <Badge variant="destructive">{t('caseForm.serious')}</Badge> : null}
        {clock.overdue ? <Badge variant="warning">{t('caseForm.overdue')}</Badge> : null}
      </div>
      <p className="text-xs text-muted-foreground">{t('caseForm.clockRule')}</p>
      <ReceiptDatesDialog receipt={clock} />
    </section>
  );
}
