import { Scale } from 'lucide-react';
import type { CaseObligation } from '@vigila/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { useT, type Translate } from '@/lib/i18n/index.ts';
import { usePreferences } from '@/lib/preferences-store.ts';
import { useCaseObligations } from '../api/get-case-obligations.ts';
import { formatDueDate } from '../lib/case-dates.ts';

/** Days left, due today, overdue by, or closed: the badge beside a due date. */
function DueBadge({ obligation, t }: { obligation: CaseObligation; t: Translate }) {
  if (obligation.days_left === null) return null;
  if (!obligation.open) return <Badge variant="outline">{t('obligations.closed')}</Badge>;
  if (obligation.overdue) {
    return <Badge variant="warning">{t('obligations.overdueBy', { count: -obligation.days_left })}</Badge>;
  }
  if (obligation.days_left === 0) return <Badge variant="warning">{t('obligations.dueToday')}</Badge>;
  return <Badge variant="secondary">{t('obligations.daysLeft', { count: obligation.days_left })}</Badge>;
}

function ObligationRow({ obligation }: { obligation: CaseObligation }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const receiver = t(`reportingRules.receiver.${obligation.receiver}`);
  return (
    <tr className="border-t align-top">
      <th scope="row" className="py-2 pr-3 text-left font-medium">
        {receiver}
      </th>
      <td className="py-2 pr-3">{t(`reportingRules.obligation.${obligation.obligation}`)}</td>
      <td className="py-2 pr-3">
        {obligation.due_date === null ? (
          t('obligations.noDueDate')
        ) : (
          <span className="flex flex-wrap items-center gap-2">
            <time dateTime={obligation.due_date}>{formatDueDate(obligation.due_date, language)}</time>
            <DueBadge obligation={obligation} t={t} />
          </span>
        )}
      </td>
      <td className="py-2">
        <p className="font-medium">
          {obligation.rule_number === null
            ? t('obligations.fallback')
            : t('obligations.ruleNumber', { number: obligation.rule_number })}
          <span className="ml-2 text-xs font-normal text-muted-foreground">
            (
            {obligation.rules_effective_from === null
              ? t('obligations.defaults')
              : t('obligations.effectiveFrom', {
                  date: formatDueDate(obligation.rules_effective_from, language),
                })}
            )
          </span>
        </p>
        <p className="text-muted-foreground">{obligation.basis}</p>
        {obligation.reasons.length > 0 ? (
          <ul className="mt-1 list-disc pl-4 text-xs text-muted-foreground">
            {obligation.reasons.map((reason) => (
              <li key={reason}>{t(`reportingRules.reason.${reason}`)}</li>
            ))}
          </ul>
        ) : null}
      </td>
    </tr>
  );
}

/**
 * A case's reporting obligations, one per receiver (decision 0040): what is owed, by when from day 0, the rule that
 * said so with its legal basis, and what the rules had to assume because the case does not tell yet.
 */
export function ObligationsPanel({ caseId }: { caseId: string }) {
  const t = useT();
  const query = useCaseObligations(caseId);
  return (
    <section aria-labelledby="case-obligations" className="space-y-2 rounded-lg border bg-card p-4">
      <h2 id="case-obligations" className="flex items-center gap-2 text-base font-semibold">
        <Scale aria-hidden="true" className="size-4 text-muted-foreground" />
        {t('obligations.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('obligations.description')}</p>
      {query.isPending ? (
        <p className="text-sm text-muted-foreground">{t('obligations.loading')}</p>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('obligations.failed')}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-xs text-muted-foreground">
                <th scope="col" className="pb-1 pr-3 font-medium">
                  {t('obligations.receiver')}
                </th>
                <th scope="col" className="pb-1 pr-3 font-medium">
                  {t('obligations.obligation')}
                </th>
                <th scope="col" className="pb-1 pr-3 font-medium">
                  {t('obligations.due')}
                </th>
                <th scope="col" className="pb-1 font-medium">
                  {t('obligations.rule')}
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((obligation) => (
                <ObligationRow key={obligation.receiver} obligation={obligation} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
