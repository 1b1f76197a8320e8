import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TrendRow } from '../lib/trend-rows.ts';

export interface ChartSeries {
  key: string;
  name: string;
  colour: string;
}

/**
 * Weekly bars (a lazy chunk: Recharts loads after the page's figures are shown). Hidden from screen readers: the
 * figures are in the table beside it (weekly-trend.tsx).
 */
export default function WeeklyChart({
  rows,
  series,
  stacked,
}: {
  rows: readonly TrendRow[];
  series: readonly ChartSeries[];
  stacked: boolean;
}) {
  const data = rows.map((row) => ({ ...row, label: row.week.slice(5) }));
  return (
    <div className="h-56 w-full text-muted-foreground" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" className="stroke-muted" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 11, fill: 'currentColor' }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: 'currentColor' }} />
          <Tooltip
            cursor={{ fillOpacity: 0.1 }}
            contentStyle={{ background: 'var(--popover)', color: 'var(--popover-foreground)', fontSize: 12 }}
          />
          <Legend wrapperStyle={{ fontSize: 11 }} />
          {series.map(({ key, name, colour }) => (
            <Bar
              key={key}
              dataKey={key}
              name={name}
              fill={colour}
              stackId={stacked ? 'all' : undefined}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
