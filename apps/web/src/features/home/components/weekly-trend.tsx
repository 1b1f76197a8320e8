import { useT } from '@/lib/i18n/index.ts';
import { useNumberFormat } from '@/lib/format-number.ts';
import { trendTotal, type TrendRow } from '../lib/trend-rows.ts';
import { WeeklyChart, type ChartSeries } from './weekly-chart.tsx';

/**
 * One trend: its title, a one-line summary, the chart for the eye and, for screen readers, a table with every
 * figure (the chart itself is hidden from them).
 */
export function WeeklyTrend({
  id,
  title,
  rows,
  series,
  stacked = false,
}: {
  id: string;
  title: string;
  rows: readonly TrendRow[];
  series: readonly ChartSeries[];
  stacked?: boolean;
}) {
  const t = useT();
  const numbers = useNumberFormat();
  const total = trendTotal(
    rows,
    series.map((entry) => entry.key),
  );
  return (
    <figure
      className="min-w-0 rounded-xl border bg-card p-4"
      aria-labelledby={`${id}-title`}
      data-testid={id}
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        {title}
      </h3>
      <p className="sr-only">
        {t('home.trends.chartSummary', { title, total: numbers.format(total), weeks: rows.length })}
      </p>
      <WeeklyChart rows={rows} series={series} stacked={stacked} />
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('home.trends.week')}</th>
            {series.map((entry) => (
              <th key={entry.key} scope="col">
                {entry.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.week}>
              <th scope="row">{row.week}</th>
              {series.map((entry) => (
                <td key={entry.key}>{numbers.format(Number(row[entry.key] ?? 0))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
