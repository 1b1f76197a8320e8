import { useCallback, useMemo, type ReactNode } from 'react';
import type { AiStatus } from '@vigila/domain';
import { exportAddresses, exportFileName, flagsForSource } from '@vigila/domain';
import { PageHeader } from '@/components/page/page-header.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useItemList } from '../api/get-item-list.ts';
import { useStatusCounts } from '../api/get-status-counts.ts';
import { useGridColumns } from '@/lib/use-grid-columns.ts';
import { useListFilters } from '../hooks/use-list-filters.ts';
import { activeFilterCount, listApiQuery, selectedTile } from '../lib/list-params.ts';
import { ExportCsvButton } from './export-csv-button.tsx';
import type { SourceDescriptor } from '../source-descriptor.ts';
import { FilterBar } from './filter-bar.tsx';
import { ListEmpty, ListError, ListLoading } from './list-states.tsx';
import { StatusTiles } from './status-tiles.tsx';
import { VirtualItemList } from './virtual-item-list.tsx';

const ANALYSIS_POLL_MS = 3000;
const isAnalysing = (status: AiStatus) => status === 'pending' || status === 'processing';

export interface ItemListLayout {
  /** 'grid': cards in 1/2/3 columns; 'rows': one item per row. */
  kind: 'grid' | 'rows';
  /** Expected height of one card or row in px (cards have a fixed height; rows are measured). */
  itemHeight: number;
}

/**
 * The list page every source shares (SPEC §2.7): sticky status tiles, the filter bar, the server-paginated
 * virtual list and its loading, error and empty states. A source supplies its descriptor and how one item looks.
 */
export function ItemListPage<T>({
  descriptor,
  title,
  description,
  layout,
  renderItem,
  routeSourceKey,
  filterExtra,
  actions,
}: {
  descriptor: SourceDescriptor<T>;
  title: string;
  description?: string;
  layout: ItemListLayout;
  renderItem: (item: T) => ReactNode;
  routeSourceKey?: string;
  filterExtra?: ReactNode;
  actions?: ReactNode;
}) {
  const t = useT();
  const { filters, selectTile, setFilters, clearFilters } = useListFilters(routeSourceKey);
  // While any loaded item is still being analysed, look again every few seconds: flags and tiles follow the jobs.
  const list = useItemList(descriptor, filters, {
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) =>
        page.items.some((item) => isAnalysing(descriptor.view(item).aiStatus)),
      )
        ? ANALYSIS_POLL_MS
        : false,
  });
  const gridColumns = useGridColumns();
  const columns = layout.kind === 'grid' ? gridColumns : 1;
  const tile = selectedTile(filters);
  const active = activeFilterCount(filters, descriptor.dateFilter);
  // Computed when the pages change, not at every render: with 10,000 rows loaded these walks are not free.
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const lastPage = list.data?.pages.at(-1)?.pagination;
  const total = lastPage?.total;
  const analysing = useMemo(
    () => items.some((item) => isAnalysing(descriptor.view(item).aiStatus)),
    [items, descriptor],
  );
  const getKey = useCallback((item: T) => descriptor.view(item).id, [descriptor]);
  const exportQuery = useMemo(() => {
    const query = listApiQuery(filters, { dateFilter: descriptor.dateFilter });
    query.set('source', descriptor.source);
    return query;
  }, [filters, descriptor]);
  const counts = useStatusCounts(descriptor, filters, {
    refetchInterval: analysing ? ANALYSIS_POLL_MS : false,
  });

  const body = () => {
    if (list.isPending) return <ListLoading />;
    if (list.isError) {
      return (
        <ListError
          title={
            typeof descriptor.texts.listFailed === 'function'
              ? descriptor.texts.listFailed(list.error.message)
              : t(descriptor.texts.listFailed)
          }
          message={list.error.message}
          onRetry={() => void list.refetch()}
        />
      );
    }
    if (items.length === 0) {
      return (
        <ListEmpty descriptor={descriptor} kind={tile} filtered={active > 0} onClearFilters={clearFilters} />
      );
    }
    return (
      <VirtualItemList
        items={items}
        columns={columns}
        estimateRowHeight={layout.itemHeight}
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        fetchNextPage={list.fetchNextPage}
        getKey={getKey}
        renderItem={renderItem}
        label={title}
        total={total}
      />
    );
  };

  return (
    <div className="mx-auto w-full max-w-7xl">
      <PageHeader
        title={title}
        description={description}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            {actions}
            <ExportCsvButton
              address={exportAddresses.exportItems}
              query={exportQuery}
              fallbackName={exportFileName(descriptor.source, new Date())}
            />
          </div>
        }
      />
      <div className="sticky top-14 z-10 -mx-1 mb-4 space-y-3 bg-background/95 px-1 pt-1 pb-3 backdrop-blur supports-[backdrop-filter]:bg-background/80">
        <StatusTiles source={descriptor.source} counts={counts.data} selected={tile} onSelect={selectTile} />
        <FilterBar
          filters={filters}
          flags={flagsForSource(descriptor.source)}
          dateFilter={descriptor.dateFilter}
          databaseFilter={descriptor.databaseFilter}
          searchPlaceholder={t(descriptor.texts.searchPlaceholder)}
          activeCount={active}
          onChange={setFilters}
          onClear={clearFilters}
          extra={filterExtra}
        />
      </div>
      {total !== undefined && items.length > 0 ? (
        <p className="mb-2 text-xs text-muted-foreground" aria-live="polite">
          {t(lastPage?.estimated ? 'list.showingAbout' : 'list.showing', { shown: items.length, total })}
        </p>
      ) : null}
      {body()}
      {list.isFetchingNextPage ? (
        <p className="py-4 text-center text-sm text-muted-foreground">{t('list.loadingMore')}</p>
      ) : null}
    </div>
  );
}
