import type { TrendRow } from '../lib/trend-rows.ts';

export interface ChartSeries {
  key: string;
  name: string;
  colour: string;
}

const WIDTH = 600;
const HEIGHT = 200;
const LEFT = 36;
const BOTTOM = 22;
const TOP = 8;

/** The axis' top: the largest bar rounded up to 1, 2 or 5 times a power of ten (at least 1). */
export function axisTop(largest: number): number {
  if (largest <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(largest));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= largest) ?? 10;
  return step * power;
}

const valueOf = (row: TrendRow, key: string) => Number(row[key] ?? 0);

/**
 * Weekly bars, stacked or side by side, drawn as plain SVG (decision 0020: Recharts would put /home over the
 * 200 KB budget). Hidden from screen readers: the figures are in the table beside it (weekly-trend.tsx); each bar
 * names its figure on hover.
 */
export function WeeklyChart({
  rows,
  series,
  stacked,
}: {
  rows: readonly TrendRow[];
  series: readonly ChartSeries[];
  stacked: boolean;
}) {
  const largest = Math.max(
    0,
    ...rows.map((row) =>
      stacked
        ? series.reduce((sum, entry) => sum + valueOf(row, entry.key), 0)
        : Math.max(0, ...series.map((entry) => valueOf(row, entry.key))),
    ),
  );
  const top = axisTop(largest);
  const plotHeight = HEIGHT - BOTTOM - TOP;
  const band = (WIDTH - LEFT) / Math.max(rows.length, 1);
  const barWidth = stacked ? band * 0.7 : (band * 0.8) / Math.max(series.length, 1);
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  return (
    <div className="w-full text-muted-foreground" aria-hidden="true">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-48 w-full" preserveAspectRatio="none">
        {[0, top / 2, top].map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={WIDTH} y1={y(tick)} y2={y(tick)} stroke="currentColor" strokeOpacity={0.2} />
            <text x={LEFT - 6} y={y(tick) + 4} textAnchor="end" fontSize={11} fill="currentColor">
              {tick}
            </text>
          </g>
        ))}
        {rows.map((row, index) => {
          const x = LEFT + index * band;
          let base = 0;
          return (
            <g key={row.week}>
              {series.map((entry, position) => {
                const value = valueOf(row, entry.key);
                const from = stacked ? base : 0;
                base += value;
                if (value === 0) return null;
                const left = stacked ? x + (band - barWidth) / 2 : x + band * 0.1 + position * barWidth;
                return (
                  <rect
                    key={entry.key}
                    x={left}
                    y={y(from + value)}
                    width={barWidth}
                    height={y(from) - y(from + value)}
                    fill={entry.colour}
                  >
                    <title>{`${entry.name}, ${row.week}: ${value}`}</title>
                  </rect>
                );
              })}
              {index % 2 === rows.length % 2 ? null : (
                <text x={x + band / 2} y={HEIGHT - 6} textAnchor="middle" fontSize={11} fill="currentColor">
                  {row.week.slice(5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs">
        {series.map((entry) => (
          <li key={entry.key} className="flex items-center gap-1">
            <span className="inline-block size-2.5 rounded-sm" style={{ background: entry.colour }} />
            {entry.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
