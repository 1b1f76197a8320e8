import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Archive } from 'lucide-react';
import type { ArchivedItemsResponse, RetentionResponse } from '@vigila/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatDate } from '@/lib/format-date.ts';
import { useT } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { usePreferences } from '@/lib/preferences-store.ts';
import { SettingsSection } from '../settings-section.tsx';
import { useArchivedItems, useChangeRetention, usePurgeArchived, useRetention } from './retention-api.ts';

/** The periods offered; a period set otherwise (through the API) is shown too. */
const PERIODS = [30, 90, 180, 365, 730, 1825, 3650, 7300] as const;
const NEVER = 'never';

function PeriodForm({ setting }: { setting: RetentionResponse }) {
  const t = useT();
  const id = useId();
  const current = setting.purge_archived_after_days;
  const [chosen, setChosen] = useState(current === null ? NEVER : String(current));
  const change = useChangeRetention();
  const periods =
    current === null || PERIODS.some((days) => days === current) ? PERIODS : [...PERIODS, current];
  const save = () =>
    change.mutate(chosen === NEVER ? null : Number(chosen), {
      onSuccess: () => notify.success(t('retention.saved')),
      onError: () => notify.error(t('retention.saveFailed')),
    });
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {t('retention.period')}
        </label>
        <select
          id={id}
          value={chosen}
          disabled={!setting.can_manage}
          onChange={(event) => setChosen(event.target.value)}
          className="h-9 rounded-md border bg-background px-2 text-sm"
        >
          <option value={NEVER}>{t('retention.never')}</option>
          {periods.map((days) => (
            <option key={days} value={String(days)}>
              {t('retention.days', { count: days })}
            </option>
          ))}
        </select>
      </div>
      {setting.can_manage ? (
        <Button size="sm" onClick={save} disabled={change.isPending}>
          {t('retention.save')}
        </Button>
      ) : null}
    </div>
  );
}

function PurgeButton({ setting }: { setting: RetentionResponse }) {
  const t = useT();
  const purge = usePurgeArchived();
  if (!setting.can_manage || setting.purge_archived_after_days === null) return null;
  const count = setting.purgeable_items;
  return (
    <Button
      variant="destructive"
      size="sm"
      disabled={count === 0 || purge.isPending}
      onClick={() =>
        purge.mutate(undefined, {
          onSuccess: (answer) => notify.success(t('retention.purged', { count: answer.purged_items })),
          onError: () => notify.error(t('retention.purgeFailed')),
        })
      }
    >
      {t('retention.purge', { count })}
    </Button>
  );
}

function ArchiveList({ archive }: { archive: ArchivedItemsResponse }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  if (archive.items.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('retention.archiveEmpty')}</p>;
  }
  return (
    <div className="grid gap-3">
      {archive.channels.length > 0 ? (
        <div>
          <h4 className="text-sm font-medium">{t('retention.removedChannels')}</h4>
          <ul className="text-sm text-muted-foreground">
            {archive.channels.map((channel) => (
              <li key={`${channel.source}:${channel.source_key}`}>
                {t('retention.channelItems', { name: channel.source_key, count: channel.archived_items })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ul className="divide-y text-sm">
        {archive.items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-2 py-1.5">
            <Link to={item.detail_path} className="min-w-0 truncate font-medium hover:underline">
              {item.title ?? t('retention.untitled')}
            </Link>
            <span className="text-xs text-muted-foreground">
              {item.purged_at
                ? t('retention.purgedOn', { date: formatDate(item.purged_at, language) })
                : t('retention.archivedOn', { date: formatDate(item.archived_at, language) })}
            </span>
            {item.has_case ? <Badge variant="secondary">{t('retention.hasCase')}</Badge> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Settings → Data retention (decision 0035): nothing is deleted; owners set after how long archived items may be
 * purged (never, by default) and purge them; everyone sees the removed channels and the archived items, each
 * still opening its page.
 */
export function RetentionSection() {
  const t = useT();
  const retention = useRetention();
  const archive = useArchivedItems();
  const setting = retention.data;
  return (
    <SettingsSection
      value="retention"
      icon={Archive}
      title={t('retention.sectionTitle')}
      description={t('retention.sectionBody')}
    >
      {setting ? (
        <div className="grid gap-4">
          <PeriodForm key={String(setting.purge_archived_after_days)} setting={setting} />
          {setting.can_manage ? null : (
            <p className="text-sm text-muted-foreground">{t('retention.ownerOnly')}</p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm">
              {t('retention.counts', {
                archived: setting.archived_items,
                purgeable: setting.purgeable_items,
              })}
            </p>
            <PurgeButton setting={setting} />
          </div>
          <section className="grid gap-2">
            <h3 className="font-medium">{t('retention.archiveTitle')}</h3>
            {archive.data ? <ArchiveList archive={archive.data} /> : null}
          </section>
        </div>
      ) : null}
    </SettingsSection>
  );
}
