import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  REPORT_PAGE_SIZE,
  type PlainMessageKey,
  type ReportGroup,
  type RunCustomReportResponse,
} from '@vigila/domain';
import { Button } from '@/components/ui/button.tsx';
import { useNumberFormat } from '@/lib/format-number.ts';
import { useT } from '@/lib/i18n/index.ts';
import { usePreferences } from '@/lib/preferences-store.ts';
import { cellText, groupText } from '../lib/value-labels.ts';
import { GroupChart } from './group-chart.tsx';

/** The grouped counts: the bar chart, and the same figures as a table for screen readers and copying. */
function GroupedCounts({ group, groups }: { group: string; groups: readonly ReportGroup[] }) {
  const t = useT();
  const groupLabel = t(`customReport.group.${group}` as PlainMessageKey);
  const numbers = useNumberFormat();
  const labelOf = (entry: ReportGroup) => groupText(t, group, entry.key);
  return (
    <section aria-labelledby="report-chart-title" className="space-y-3">
      <h3 id="report-chart-title" className="text-sm font-semibold">
        {t('customReport.chartTitle', { group: groupLabel })}
      </h3>
      <GroupChart groups={groups} labelOf={labelOf} />
      <table className="w-full max-w-md text-sm">
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="py-1 font-medium">
              {groupLabel}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t('customReport.groupCount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.map((entry, index) => (
            <tr key={`${entry.key ?? ''}-${index}`} className="border-b last:border-0">
              <td className="py-1">{labelOf(entry)}</td>
              <td className="py-1 text-right tabular-nums">{numbers.format(entry.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * A run's result: total, grouped counts, and the page of rows (server-side pages of REPORT_PAGE_SIZE rows, so the
 * table stays short and needs no virtual scrolling).
 */
export function ReportResult({
  result,
  group,
  page,
  onPage,
}: {
  result: RunCustomReportResponse;
  group: string | null | undefined;
  page: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const pages = Math.max(1, Math.ceil(result.total / REPORT_PAGE_SIZE));
  return (
    <div className="space-y-6">
      <p className="text-sm font-medium" role="status">
        {t('customReport.total', { count: result.total })}
      </p>
      {group && result.groups && result.groups.length > 0 ? (
        <GroupedCounts group={group} groups={result.groups} />
      ) : null}
      {result.rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('customReport.noRows')}</p>
      ) : (
        <div
          className="max-h-[32rem] overflow-auto rounded-md border"
          tabIndex={0}
          role="region"
          aria-label={t('customReport.result')}
        >
          <table className="w-full text-sm">
            <thead className="sticky top-0 bg-muted">
              <tr className="text-left">
                {result.columns.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                    {t(`customReport.column.${column}` as PlainMessageKey)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.rows.map((row, rowIndex) => (
                <tr key={rowIndex} className="border-t align-top">
                  {row.map((cell, index) => (
                    <td
                      key={result.columns[index]}
                      className="max-w-80 truncate px-3 py-1.5"
                      title={typeof cell === 'string' ? cell : undefined}
                    >
                      {cellText(t, result.columns[index] ?? '', cell, language)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? (
        <nav className="flex items-center gap-2" aria-label={t('customReport.page', { page, pages })}>
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden="true" />
            {t('customReport.previous')}
          </Button>
          <span className="text-sm">{t('customReport.page', { page, pages })}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('customReport.next')}
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
