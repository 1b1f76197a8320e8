import type { FlagSlot } from '@vigila/domain';
import { flagMetrics, type FlagMetrics } from './feedback-metrics.ts';

export interface VerdictEvent {
  /** The item (or the verdict itself once its item is gone): one latest verdict per subject and flag. */
  subject: string;
  flag: string;
  verdict: string;
  createdAt: Date;
}

const DAY_MS = 86_400_000;

/**
 * Per-flag precision and recall as they stood at the end of each of the last `weeks` weeks (weeks end on Sunday,
 * UTC): the latest verdict on each item's flag recorded by then, as the current figures count them.
 */
export function feedbackHistory(
  events: readonly VerdictEvent[],
  now: Date,
  weeks = 12,
): ({ week_end: string } & Record<FlagSlot, FlagMetrics>)[] {
  const sorted = [...events].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const lastSunday = today - now.getUTCDay() * DAY_MS;
  // The current week ends today (its figures are today's); earlier weeks end on their Sunday.
  const ends = Array.from({ length: weeks }, (_, index) =>
    index === 0 ? today : lastSunday - (index - 1) * 7 * DAY_MS,
  ).reverse();
  const latest = new Map<string, string>();
  let next = 0;
  return ends.map((end) => {
    const cutOff = end + DAY_MS;
    while (next < sorted.length && (sorted[next]?.createdAt.getTime() ?? Infinity) < cutOff) {
      const event = sorted[next] as VerdictEvent;
      latest.set(`${event.subject}\u0000${event.flag}`, event.verdict);
      next += 1;
    }
    const counts = new Map<string, number>();
    for (const [key, verdict] of latest) {
      const flag = key.split('\u0000')[1] ?? '';
      counts.set(`${flag}\u0000${verdict}`, (counts.get(`${flag}\u0000${verdict}`) ?? 0) + 1);
    }
    const rows = [...counts].map(([key, n]) => {
      const [flag = '', verdict = ''] = key.split('\u0000');
      return { flag, verdict, n };
    });
    return { week_end: new Date(end).toISOString().slice(0, 10), ...flagMetrics(rows) };
  });
}
