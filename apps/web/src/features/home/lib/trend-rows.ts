import { REVIEW_FLAGS, SOURCES, type HomeData, type Source } from '@vigila/domain';

/** One week of a chart: its Monday and one number per series. */
export interface TrendRow {
  week: string;
  [series: string]: string | number;
}

/** Items per week and source, every week of the window present (0 when none), and the sources that have any. */
export function itemsBySource(data: Pick<HomeData, 'weeks' | 'item_weeks'>): {
  rows: TrendRow[];
  sources: Source[];
} {
  const present = new Set(data.item_weeks.map((row) => row.source));
  const sources = SOURCES.filter((source) => present.has(source));
  const rows = data.weeks.map((week) => {
    const row: TrendRow = { week };
    for (const source of sources)
      row[source] = data.item_weeks
        .filter((entry) => entry.week === week && entry.source === source)
        .reduce((sum, entry) => sum + entry.items, 0);
    return row;
  });
  return { rows, sources };
}

/** Flagged items per week and flag slot, all sources together. */
export function flagsByWeek(data: Pick<HomeData, 'weeks' | 'item_weeks'>): TrendRow[] {
  return data.weeks.map((week) => {
    const row: TrendRow = { week };
    const entries = data.item_weeks.filter((entry) => entry.week === week);
    for (const flag of REVIEW_FLAGS) row[flag] = entries.reduce((sum, entry) => sum + entry[flag], 0);
    return row;
  });
}

/** Cases opened and closed per week. */
export function casesByWeek(data: Pick<HomeData, 'case_weeks'>): TrendRow[] {
  return data.case_weeks.map(({ week, opened, closed }) => ({ week, opened, closed }));
}

/** The sum of every series over every week: the chart's one-line summary. */
export function trendTotal(rows: readonly TrendRow[], keys: readonly string[]): number {
  return rows.reduce((sum, row) => sum + keys.reduce((inner, key) => inner + Number(row[key] ?? 0), 0), 0);
}
