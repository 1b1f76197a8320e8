import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { exportAddresses, exportFileName, STATUS, type TriageItem } from '@vigila/domain';
import { PageHeader } from '@/components/page/page-header.tsx';
import { useChangeStatus } from '@/review/api/change-status.ts';
import { ExportCsvButton } from '@/review/components/export-csv-button.tsx';
import { ReasonPickerDialog } from '@/review/components/reason-picker-dialog.tsx';
import { ListError, ListLoading } from '@/review/components/list-states.tsx';
import { VirtualItemList } from '@/review/components/virtual-item-list.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useTriage } from '../api/get-triage.ts';
import { triageFilterQuery, useTriageFilters } from '../hooks/triage-filters.ts';
import { triageKeyAction } from '../hooks/triage-keys.ts';
import { TriageFilterBar } from './triage-filter-bar.tsx';
import { TriageEmpty } from './triage-empty.tsx';
import { TriageRow } from './triage-row.tsx';
import { TriageShortcuts } from './triage-shortcuts.tsx';

/** Rows are measured; this is the usual height of one. */
const ROW_HEIGHT = 150;

/**
 * /triage: one inbox across all sources of pending items with any flag, newest first or by priority, filtered by
 * source and flag (in the URL), with keyboard triage (j/k move, n needs review, x non-relevant — which asks for a
 * reason first — o open). Every change offers Undo for 5 s.
 */
export function TriagePage() {
  const t = useT();
  const navigate = useNavigate();
  const [filters, setFilters] = useTriageFilters();
  const triage = useTriage(filters);
  const change = useChangeStatus();
  const [selected, setSelected] = useState(0);
  // The item the reason picker is for: the one selected when x was pressed.
  const [asking, setAsking] = useState<{ source: TriageItem['source']; id: string } | null>(null);
  const items = triage.data?.pages.flatMap((page) => page.data) ?? [];
  const total = triage.data?.pages.at(-1)?.pagination.total;
  const counts = triage.data?.pages[0]?.counts;
  // After an item leaves the inbox the same position holds the next one; past the end, the last one.
  const active = Math.min(selected, Math.max(items.length - 1, 0));
  const current = items[active];

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = triageKeyAction(event);
      if (!action || !current) return;
      event.preventDefault();
      switch (action) {
        case 'next':
          setSelected(Math.min(active + 1, items.length - 1));
          break;
        case 'previous':
          setSelected(Math.max(active - 1, 0));
          break;
        case 'needsReview':
          if (!change.isPending) {
            change.mutate({ source: current.source, id: current.id, statusId: STATUS.needsReview });
          }
          break;
        case 'nonRelevant':
          if (!change.isPending) setAsking({ source: current.source, id: current.id });
          break;
        case 'open':
          void navigate(current.detail_path);
          break;
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, current, items.length, change, navigate]);

  const body = () => {
    if (triage.isPending) return <ListLoading />;
    if (triage.isError) {
      return (
        <ListError
          title={t('list.failedTriage')}
          message={triage.error.message}
          onRetry={() => void triage.refetch()}
        />
      );
    }
    if (items.length === 0) return <TriageEmpty />;
    return (
      <VirtualItemList
        items={items}
        estimateRowHeight={ROW_HEIGHT}
        hasNextPage={triage.hasNextPage}
        isFetchingNextPage={triage.isFetchingNextPage}
        fetchNextPage={triage.fetchNextPage}
        getKey={(item) => `${item.source}:${item.id}`}
        renderItem={(item) => (
          <TriageRow
            item={item}
            selected={item === current}
            onSelect={() => setSelected(items.indexOf(item))}
          />
        )}
        label={t('triage.inbox')}
        total={total}
        activeIndex={active}
      />
    );
  };

  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeader
        title={t('triage.title')}
        description={t('triage.body')}
        actions={
          <div className="flex flex-wrap items-center gap-3">
            {total !== undefined ? (
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {t('triage.count', { count: total })}
              </p>
            ) : null}
            <ExportCsvButton
              address={exportAddresses.exportTriage}
              query={triageFilterQuery({ ...filters, sort: 'newest' })}
              fallbackName={exportFileName('triage', new Date())}
            />
          </div>
        }
      />
      <div className="sticky top-14 z-10 -mx-1 mb-4 flex flex-col gap-2 bg-background/95 px-1 pt-1 pb-3 backdrop-blur">
        <TriageShortcuts />
        <TriageFilterBar
          filters={filters}
          counts={counts}
          onChange={(next) => {
            setSelected(0);
            setFilters(next);
          }}
        />
      </div>
      <ReasonPickerDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        onConfirm={(reason) => {
          if (asking) change.mutate({ ...asking, statusId: STATUS.nonRelevant, reason });
        }}
      />
      {body()}
    </div>
  );
}
