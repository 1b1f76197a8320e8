import { memo, useEffect, useRef, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { cn } from '@/lib/cn.ts';
import { useDocumentTop } from '@/lib/use-document-top.ts';

/** Start loading the next page when the reader is this many rows from the end. */
const PREFETCH_ROWS = 4;
/** Height of the sticky header and tiles/shortcuts above the list, so a row scrolled into view is not hidden. */
const STICKY_TOP_PX = 140;

interface ItemContentProps<T> {
  item: T;
  renderItem: (item: T) => ReactNode;
}

/**
 * One item as its source draws it. The list renders again at every scroll step that changes the rows in view;
 * the items already on screen do not (the query keeps an unchanged item the same object), so a scroll step costs
 * the rows that enter, not every row.
 */
const ItemContent = memo(function ItemContent<T>({ item, renderItem }: ItemContentProps<T>) {
  return renderItem(item);
}) as <T>(props: ItemContentProps<T>) => ReactNode;

/**
 * A window-scrolled virtual list: only the rows on screen (plus a few) are in the DOM, so lists of 10,000+
 * items stay smooth. With `columns` > 1 each virtual row holds that many cards (the recordings grid). Pages load
 * as the end comes near.
 */
export function VirtualItemList<T>({
  items,
  columns = 1,
  estimateRowHeight,
  gap = 12,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  getKey,
  renderItem,
  label,
  total,
  activeIndex,
}: {
  items: readonly T[];
  columns?: number;
  estimateRowHeight: number;
  gap?: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  label: string;
  /** Items on the server for aria-setsize; unknown is -1. */
  total?: number;
  /** An item kept in view (keyboard triage). */
  activeIndex?: number;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useDocumentTop(listRef);
  const rowCount = Math.ceil(items.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimateRowHeight + gap,
    // The resize observer's entry carries the row's size, so reading it forces no layout while scrolling; a row
    // without layout (not yet painted, or a test DOM) keeps its estimate instead of collapsing to 0.
    measureElement: (element, entry) =>
      Math.round(entry?.borderBoxSize[0]?.blockSize ?? element.getBoundingClientRect().height) ||
      estimateRowHeight + gap,
    overscan: 4,
    scrollMargin,
  });
  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows.at(-1)?.index ?? -1;

  // Keep the keyboard selection in view: the rendered row scrolls into view (its scroll margin clears the
  // sticky header); a row far away is brought in by the virtualiser. Nothing moves on the first render.
  const shownIndex = useRef(activeIndex);
  useEffect(() => {
    if (activeIndex === undefined || activeIndex === shownIndex.current) return;
    shownIndex.current = activeIndex;
    const row = Math.floor(activeIndex / columns);
    const element = listRef.current?.querySelector<HTMLElement>(`[data-index="${row}"]`);
    if (element && typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest' });
    else if (!element) virtualizer.scrollToIndex(row, { align: 'center' });
  }, [activeIndex, columns, virtualizer]);

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= rowCount - PREFETCH_ROWS) void fetchNextPage();
  }, [lastIndex, rowCount, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <div ref={listRef} role="feed" aria-label={label} aria-busy={isFetchingNextPage}>
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {rows.map((row) => {
          const rowItems = items.slice(row.index * columns, row.index * columns + columns);
          return (
            <div
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              className="absolute top-0 left-0 w-full"
              style={{
                transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
                paddingBottom: gap,
                scrollMarginTop: STICKY_TOP_PX,
              }}
            >
              <div
                className={cn('grid', columns === 2 && 'grid-cols-2', columns === 3 && 'grid-cols-3')}
                style={{ gap }}
              >
                {rowItems.map((item, offset) => (
                  <div
                    key={getKey(item)}
                    role="article"
                    aria-posinset={row.index * columns + offset + 1}
                    aria-setsize={total ?? -1}
                    className="min-w-0"
                  >
                    <ItemContent item={item} renderItem={renderItem} />
                  </div>
                ))}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
