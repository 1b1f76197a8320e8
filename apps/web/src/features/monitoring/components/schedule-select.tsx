import { SYNC_SCHEDULES, type MonitoredSourceEntry, type SyncSchedule } from '@vigila/domain';
import { useT } from '@/lib/i18n/index.ts';
import { useUpdateSchedule } from '../api/update-schedule.ts';
import { SCHEDULE_LABEL } from '../lib/labels.ts';

const isSchedule = (value: string): value is SyncSchedule =>
  (SYNC_SCHEDULES as readonly string[]).includes(value);

/** How often the entry is synced again: Off, Daily or Weekly (literature is weekly unless changed). */
export function ScheduleSelect({ entry, name }: { entry: MonitoredSourceEntry; name: string }) {
  const t = useT();
  const update = useUpdateSchedule();
  const value = update.isPending ? update.variables.schedule : entry.schedule;
  return (
    <select
      aria-label={t('monitoring.schedule', { name })}
      value={value}
      disabled={update.isPending}
      onChange={(event) => {
        if (isSchedule(event.target.value)) update.mutate({ id: entry.id, schedule: event.target.value });
      }}
      className="h-8 rounded-md border border-input bg-background px-2 text-xs text-foreground focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none disabled:opacity-50"
    >
      {SYNC_SCHEDULES.map((schedule) => (
        <option key={schedule} value={schedule}>
          {t(SCHEDULE_LABEL[schedule])}
        </option>
      ))}
    </select>
  );
}
