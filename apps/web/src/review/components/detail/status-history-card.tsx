import { History } from 'lucide-react';
import type { HistoryEntry } from '@vigila/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useItemHistory } from '../../api/get-item-history.ts';
import { formatHistoryTimestamp, historyBadgeVariant, historyStatusLabel } from '../../lib/history-format.ts';
import { reasonLabel } from '../../lib/reason-label.ts';
import type { SourceDescriptor } from '../../source-descriptor.ts';
import { IconCardHeader } from '@/components/icon-card-header.tsx';

/** One history list: status badge, changer ('Unknown' when absent) and MM/DD/YYYY HH:mm (SPEC §3, §4.2). */
export function HistoryList({ entries }: { entries: readonly HistoryEntry[] }) {
  const t = useT();
  // Newest first, whatever order the server used.
  const ordered = [...entries].sort((a, b) => Date.parse(b.changed_at) - Date.parse(a.changed_at));
  return (
    <ol className="space-y-3">
      {ordered.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <Badge variant={historyBadgeVariant(entry.status_id)}>
            {t(historyStatusLabel(entry.status_id))}
          </Badge>
          <span className="text-muted-foreground">
            {t('detail.historyBy', { name: entry.changed_by_name ?? t('status.unknown') })}
          </span>
          <time dateTime={entry.changed_at} className="ml-auto text-xs text-muted-foreground tabular-nums">
            {formatHistoryTimestamp(entry.changed_at)}
          </time>
          {entry.undo_of ? (
            <span className="w-full text-xs text-muted-foreground">{t('reason.historyUndo')}</span>
          ) : null}
          {entry.reason_code ? (
            <span className="w-full text-xs text-muted-foreground">
              {t('reason.historyReason', {
                reason: reasonLabel(t, { code: entry.reason_code, label: entry.reason_label ?? null }),
              })}
              {entry.reason_text ? ` — ${entry.reason_text}` : null}
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** Status History (SPEC §2.8): 'Loading history...', the source's failure text, or the empty sentence. */
export function StatusHistoryCard<T>({ descriptor, id }: { descriptor: SourceDescriptor<T>; id: string }) {
  const t = useT();
  const history = useItemHistory(descriptor, id);
  const content = () => {
    if (history.isPending)
      return <p className="text-sm text-muted-foreground">{t('detail.historyLoading')}</p>;
    if (history.isError) {
      return (
        <p role="alert" className="text-sm text-destructive">
          {t(descriptor.texts.historyFailed)}
        </p>
      );
    }
    if (history.data.length === 0) {
      return <p className="text-sm text-muted-foreground">{t('detail.historyEmpty')}</p>;
    }
    return <HistoryList entries={history.data} />;
  };
  return (
    <Card>
      <IconCardHeader icon={History} title={t('detail.statusHistory')} />
      <CardContent>{content()}</CardContent>
    </Card>
  );
}
