import type { ReportGroup } from '@vigila/domain';

const ROW = 26;
const LABEL = 160;
const WIDTH = 600;
const COUNT = 56;

/**
 * The grouped counts as horizontal bars, plain SVG (decision 0020: no chart library under the 200 KB route
 * budget). Hidden from screen readers: the same figures are in the table beside it; each bar names its figure on
 * hover.
 */
export function GroupChart({
  groups,
  labelOf,
}: {
  groups: readonly ReportGroup[];
  labelOf: (group: ReportGroup) => string;
}) {
  const largest = Math.max(1, ...groups.map((group) => group.count));
  const plot = WIDTH - LABEL - COUNT;
  const height = Math.max(groups.length, 1) * ROW;
  return (
    <div className="w-full text-muted-foreground" aria-hidden="true">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} className="w-full" style={{ height: `${height / 16}rem` }}>
        {groups.map((group, index) => {
          const y = index * ROW;
          const width = Math.max(2, (group.count / largest) * plot);
          const label = labelOf(group);
          return (
            <g key={`${group.key ?? ''}-${index}`}>
              <text x={LABEL - 8} y={y + ROW / 2 + 4} textAnchor="end" fontSize={12} fill="currentColor">
                {label.length > 24 ? `${label.slice(0, 23)}…` : label}
              </text>
              <rect x={LABEL} y={y + 4} width={width} height={ROW - 8} rx={3} className="fill-primary">
                <title>{`${label}: ${group.count}`}</title>
              </rect>
              <text x={LABEL + width + 6} y={y + ROW / 2 + 4} fontSize={12} fill="currentColor">
                {group.count}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
