import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MonitoredSourceEntry } from '@vigila/domain';
import { TwoStepDelete } from '@/components/two-step-delete.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useDeleteMonitoredSource } from '../api/delete-source.ts';
import { monitoredEntryLabel, monitoredEntryPath } from '../lib/entry-paths.ts';
import { DATABASE_LABEL } from '../lib/labels.ts';
import { LastSyncLine } from './last-sync-line.tsx';
import { ScheduleSelect } from './schedule-select.tsx';
import { SyncNowButton } from './sync-now-button.tsx';

/**
 * One monitored profile, channel, product or search term: its link (or `title`, e.g. the Amazon rename), the
 * last sync, the schedule, "Sync now" and the two-step removal, which says it archives the items (decision 0035).
 */
export function MonitoredEntryRow({ entry, title }: { entry: MonitoredSourceEntry; title?: ReactNode }) {
  const t = useT();
  const remove = useDeleteMonitoredSource(entry.source);
  const name = monitoredEntryLabel(entry);
  return (
    <li className="space-y-1 py-2" aria-label={name}>
      <div className="flex items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          {title ?? (
            <Link
              to={monitoredEntryPath(entry.source, entry.key)}
              className="truncate text-sm font-medium hover:underline"
            >
              {name}
            </Link>
          )}
          {entry.databases.length > 0 ? (
            <span className="shrink-0 text-xs text-muted-foreground">
              {entry.databases.map((database) => t(DATABASE_LABEL[database])).join(' · ')}
            </span>
          ) : null}
        </div>
        <TwoStepDelete
          name={name}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(entry.key)}
          warning={t('monitoring.removeWarning', { count: entry.item_count })}
        />
      </div>
      <LastSyncLine entry={entry} />
      <div className="flex flex-wrap items-center gap-2">
        <ScheduleSelect entry={entry} name={name} />
        <SyncNowButton entry={entry} name={name} />
      </div>
    </li>
  );
}
