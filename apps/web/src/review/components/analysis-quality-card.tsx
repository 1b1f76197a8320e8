import { Gauge } from 'lucide-react';
import { REVIEW_FLAGS } from '@vigila/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useNumberFormat } from '@/lib/format-number.ts';
import { useT } from '@/lib/i18n/index.ts';
import { useFeedbackMetrics } from '../api/get-feedback-metrics.ts';
import { FLAG_CODE, FLAG_NAME } from '../lib/labels.ts';

const PERCENT = { style: 'percent', maximumFractionDigits: 0 } as const;

/**
 * Settings → Analysis quality: per flag, the precision and recall of the automatic analysis measured from the
 * organisation's Train AI feedback; honest 'No feedback yet' where there is none.
 */
export function AnalysisQualityCard() {
  const t = useT();
  const metrics = useFeedbackMetrics();
  const percent = useNumberFormat(PERCENT);
  const figure = (value: number | null) => (value === null ? t('quality.noFeedback') : percent.format(value));
  return (
    <Card className="md:col-span-2">
      <CardHeader>
        <div className="flex items-center gap-2">
          <Gauge aria-hidden="true" className="size-5 text-primary" />
          <CardTitle className="text-base">{t('quality.title')}</CardTitle>
        </div>
        <CardDescription>{t('quality.body')}</CardDescription>
      </CardHeader>
      <CardContent>
        {metrics.isPending ? <p className="text-sm text-muted-foreground">{t('quality.loading')}</p> : null}
        {metrics.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('quality.failed')}
          </p>
        ) : null}
        {metrics.data ? (
          <table className="w-full text-sm">
            <thead className="text-left text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="pb-2 font-medium">
                  {t('quality.flag')}
                </th>
                <th scope="col" className="pb-2 font-medium">
                  {t('quality.precision')}
                </th>
                <th scope="col" className="pb-2 font-medium">
                  {t('quality.recall')}
                </th>
                <th scope="col" className="hidden pb-2 font-medium sm:table-cell">
                  {t('quality.feedback')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {REVIEW_FLAGS.map((flag) => {
                const row = metrics.data[flag];
                return (
                  <tr key={flag} data-flag={flag}>
                    <th scope="row" className="py-2 text-left font-medium">
                      <abbr title={t(FLAG_NAME[flag])} className="no-underline">
                        {t(FLAG_CODE[flag])}
                      </abbr>
                    </th>
                    <td className="py-2 tabular-nums">{figure(row.precision)}</td>
                    <td className="py-2 tabular-nums">{figure(row.recall)}</td>
                    <td className="hidden py-2 text-xs text-muted-foreground sm:table-cell">
                      {t('quality.counts', {
                        correct: row.correct,
                        incorrect: row.incorrect,
                        missed: row.missed,
                      })}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : null}
      </CardContent>
    </Card>
  );
}
