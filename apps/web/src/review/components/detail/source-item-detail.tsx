import type { ReactNode } from 'react';
import { flagsForSource } from '@vigila/domain';
import { cn } from '@/lib/cn.ts';
import { useItemDetail } from '../../api/get-item-detail.ts';
import type { ItemView, SourceDescriptor } from '../../source-descriptor.ts';
import { FlagBadges } from '../flag-badges.tsx';
import { StatusButtons } from '../status-buttons.tsx';
import { AiErrorAlert } from './ai-error-alert.tsx';
import { DetailLayout } from './detail-layout.tsx';
import { DetailNotFound, DetailSkeleton } from './detail-states.tsx';
import { SafetyFlagsCard } from './safety-flags-card.tsx';
import { StatusHistoryCard } from './status-history-card.tsx';

/** What a monitored source shows of one item; the frame around it is the same for every source. */
export interface SourceItemContent {
  title: string;
  /** The facts under the title (author, date, …); the flag badges follow them. */
  header: ReactNode;
  /** Classes that adjust the header line (Amazon's taller rows). */
  headerClassName?: string;
  /** The item's own cards, between the AI error and the Safety Flags. */
  main: ReactNode;
  /** Cards after the Safety Flags (Amazon's drug mentions). */
  afterFlags?: ReactNode;
  /** Cards under the status history. */
  side: ReactNode;
}

/**
 * The detail page of a monitored source's item (SPEC §2.8): skeleton while it loads, 'not found' with Retry
 * when it fails, else the title and header with the flag badges; in the main column the status buttons, the
 * AI error, the source's cards and the Safety Flags; in the side column the status history and the source's
 * cards. Back goes to the sub-list the item was opened from (`listKey`), else to the source's whole list.
 */
export function SourceItemDetail<T>({
  descriptor,
  id,
  listKey,
  notFound,
  render,
}: {
  descriptor: SourceDescriptor<T>;
  id: string;
  listKey: string;
  notFound: { title: string; body: string };
  render: (item: T, view: ItemView) => SourceItemContent;
}) {
  const detail = useItemDetail(descriptor, id);
  const back = listKey ? `${descriptor.routePath}/${encodeURIComponent(listKey)}` : descriptor.routePath;

  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError) {
    return (
      <DetailNotFound
        title={notFound.title}
        body={notFound.body}
        back={back}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  const view = descriptor.view(detail.data);
  const content = render(detail.data, view);

  return (
    <DetailLayout
      back={back}
      title={content.title}
      header={
        <div
          className={cn(
            'mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground',
            content.headerClassName,
          )}
        >
          {content.header}
          <FlagBadges flags={flagsForSource(descriptor.source)} values={view.flags} />
        </div>
      }
      main={
        <>
          <StatusButtons source={descriptor.source} id={view.id} status={view.status} size="default" />
          <AiErrorAlert error={view.aiStatus === 'failed' ? view.aiError : null} />
          {content.main}
          <SafetyFlagsCard source={descriptor.source} view={view} />
          {content.afterFlags}
        </>
      }
      side={
        <>
          <StatusHistoryCard descriptor={descriptor} id={view.id} />
          {content.side}
        </>
      }
    />
  );
}
