import { RefreshCw } from 'lucide-react';
import type { MonitoredSourceEntry } from '@vigila/domain';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useSyncSource } from '../api/sync-source.ts';

/** "Sync now": reads the entry again at once; the answer comes when the sync has run. */
export function SyncNowButton({ entry, name }: { entry: MonitoredSourceEntry; name: string }) {
  const t = useT();
  const sync = useSyncSource(entry.source);
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={t('monitoring.syncNowLabel', { name })}
      disabled={sync.isPending}
      onClick={() => sync.mutate(entry.id)}
    >
      <RefreshCw aria-hidden="true" className={sync.isPending ? 'animate-spin' : undefined} />
      {sync.isPending ? t('monitoring.syncing') : t('monitoring.syncNow')}
    </Button>
  );
}
