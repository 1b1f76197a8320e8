import type { LiteratureDatabase, PlainMessageKey, SyncSchedule } from '@vigila/domain';

export const DATABASE_LABEL = {
  pubmed: 'monitoring.pubmed',
  ibecs: 'monitoring.ibecs',
} as const satisfies Record<LiteratureDatabase, PlainMessageKey>;

export const SCHEDULE_LABEL = {
  off: 'monitoring.scheduleOff',
  daily: 'monitoring.scheduleDaily',
  weekly: 'monitoring.scheduleWeekly',
} as const satisfies Record<SyncSchedule, PlainMessageKey>;
