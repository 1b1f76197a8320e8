const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The trends' window: the Mondays (UTC) of the last `count` weeks, the current one last, and [from, to). */
export function trendWindow(now: Date, count: number): { weeks: string[]; from: Date; to: Date } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  const thisMonday = today - sinceMonday * 24 * 60 * 60 * 1000;
  const from = thisMonday - (count - 1) * WEEK_MS;
  const weeks = Array.from({ length: count }, (_, index) =>
    new Date(from + index * WEEK_MS).toISOString().slice(0, 10),
  );
  return { weeks, from: new Date(from), to: new Date(thisMonday + WEEK_MS) };
}
