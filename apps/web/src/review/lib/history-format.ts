import { STATUS, type PlainMessageKey } from '@vigila/domain';
import { wallClock } from '@/lib/time-zone.ts';

const two = (n: number) => String(n).padStart(2, '0');

/** SPEC §3/§9: history timestamps as MM/DD/YYYY HH:mm, 24-hour, in the reader's time zone (Profile, or the browser's). */
export function formatHistoryTimestamp(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const clock = wallClock(date);
  return `${two(clock.month)}/${two(clock.day)}/${clock.year} ${two(clock.hour)}:${two(clock.minute)}`;
}

export type HistoryBadgeVariant = 'destructive' | 'secondary' | 'outline';

/** SPEC §4.2: status 2 destructive, 3 secondary, otherwise outline. */
export function historyBadgeVariant(statusId: number): HistoryBadgeVariant {
  if (statusId === STATUS.needsReview) return 'destructive';
  if (statusId === STATUS.nonRelevant) return 'secondary';
  return 'outline';
}

/** An unknown status id shows 'Unknown' (SPEC §4.2). */
export function historyStatusLabel(statusId: number): PlainMessageKey {
  switch (statusId) {
    case STATUS.pending:
      return 'status.pending';
    case STATUS.needsReview:
      return 'status.needsReview';
    case STATUS.nonRelevant:
      return 'status.nonRelevant';
    default:
      return 'status.unknown';
  }
}
