import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { FeedbackHistoryResponse } from '@vigila/domain';
import { useT } from '@/lib/i18n/index.ts';

type Week = FeedbackHistoryResponse['data'][number];

const SERIES = [
  { flag: 'adr', measure: 'recall', colour: 'var(--color-destructive, #dc2626)', dash: undefined },
  { flag: 'adr', measure: 'precision', colour: 'var(--color-destructive, #dc2626)', dash: '4 3' },
  { flag: 'pqc', measure: 'recall', colour: '#d97706', dash: undefined },
  { flag: 'pqc', measure: 'precision', colour: '#d97706', dash: '4 3' },
  { flag: 'mi', measure: 'recall', colour: '#2563eb', dash: undefined },
  { flag: 'mi', measure: 'precision', colour: '#2563eb', dash: '4 3' },
] as const;

/**
 * Precision and recall of each flag week by week, from the organisation's Train AI verdicts (a lazy chunk: the
 * charting library loads only where the chart is shown). Weeks without a verdict on a flag leave a gap.
 */
export default function QualityHistoryChart({ weeks }: { weeks: Week[] }) {
  const t = useT();
  const rows = weeks.map((week) => {
    const row: Record<string, string | number | null> = { week: week.week_end.slice(5) };
    for (const { flag, measure } of SERIES) row[`${flag}-${measure}`] = week[flag][measure];
    return row;
  });
  return (
    <div className="h-56 w-full" role="img" aria-label={t('models.chartLabel')}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" className="stroke-muted" />
          <XAxis dataKey="week" tick={{ fontSize: 11 }} />
          <YAxis
            ticks={[0, 0.25, 0.5, 0.75, 1]}
            domain={[0, 1]}
            tickFormatter={(value: number) => `${Math.round(value * 100)}%`}
            tick={{ fontSize: 11 }}
          />
          <Tooltip formatter={(value) => (typeof value === 'number' ? `${Math.round(value * 100)}%` : '—')} />
          <Legend wrapperStyle={{ fontSize: 11 }} />
          {SERIES.map(({ flag, measure, colour, dash }) => (
            <Line
              key={`${flag}-${measure}`}
              dataKey={`${flag}-${measure}`}
              name={`${flag.toUpperCase()} ${t(measure === 'recall' ? 'quality.recall' : 'quality.precision')}`}
              stroke={colour}
              strokeDasharray={dash}
              dot={{ r: 3 }}
              connectNulls={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
