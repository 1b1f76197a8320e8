import { useParams } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { useItemDetail } from '@/features/items/api/get-item-detail.ts';
import { AiErrorAlert } from '@/features/items/components/detail/ai-error-alert.tsx';
import { DetailLayout } from '@/features/items/components/detail/detail-layout.tsx';
import { DetailNotFound, DetailSkeleton } from '@/features/items/components/detail/detail-states.tsx';
import { ExternalLink } from '@/features/items/components/detail/external-link.tsx';
import { SafetyFlagsCard } from '@/features/items/components/detail/safety-flags-card.tsx';
import { StatusHistoryCard } from '@/features/items/components/detail/status-history-card.tsx';
import { FlagBadges } from '@/features/items/components/flag-badges.tsx';
import { StatusButtons } from '@/features/items/components/status-buttons.tsx';
import { externalUrl } from '@/features/items/lib/external-url.ts';
import { formatDateTime } from '@/features/items/lib/format-date.ts';
import { useT } from '@/lib/i18n/index.ts';
import { usePreferences } from '@/lib/preferences-store.ts';
import { channelLink, videoLink } from '../lib/youtube-links.ts';
import { youtubeSource } from '../youtube-source.ts';
import { YoutubeCommentCard } from './youtube-comment-card.tsx';
import { YoutubeSideCards } from './youtube-side-cards.tsx';

/** /youtube/{username}/comment/{commentId} (SPEC §2.8). */
export function YoutubeCommentDetailPage() {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const { username = '', commentId = '' } = useParams();
  const detail = useItemDetail(youtubeSource, commentId);
  const back = username ? `/youtube/${encodeURIComponent(username)}` : youtubeSource.routePath;

  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError) {
    return (
      <DetailNotFound
        title={t('comment.notFound')}
        body={t('comment.notFoundBody')}
        back={back}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  const comment = detail.data;
  const view = youtubeSource.view(comment);
  const published = comment.published_at
    ? formatDateTime(comment.published_at, language)
    : t('comment.noDate');
  const author = comment.author || t('comment.unknownAuthor');
  const authorUrl = externalUrl(comment.author_channel_url);
  const links = { video: videoLink(comment), channel: channelLink(comment) };

  return (
    <DetailLayout
      back={back}
      title={t('comment.title', { name: author })}
      header={
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {comment.is_reply ? <Badge variant="outline">{t('comment.reply')}</Badge> : null}
          {authorUrl ? <ExternalLink href={authorUrl}>{author}</ExternalLink> : <span>{author}</span>}
          {comment.video_id ? (
            <span>
              {t('youtube.videoId')}: <span className="font-mono text-foreground">{comment.video_id}</span>
            </span>
          ) : null}
          {comment.published_at ? (
            <time dateTime={comment.published_at}>{published}</time>
          ) : (
            <span>{published}</span>
          )}
          <FlagBadges flags={['adr', 'pqc', 'mi']} values={view.flags} />
        </div>
      }
      main={
        <>
          <StatusButtons source="youtube" id={comment.id} status={view.status} size="default" />
          <AiErrorAlert error={view.aiStatus === 'failed' ? view.aiError : null} />
          <YoutubeCommentCard comment={comment} videoUrl={links.video} channelUrl={links.channel} />
          <SafetyFlagsCard source="youtube" view={view} />
        </>
      }
      side={
        <>
          <StatusHistoryCard descriptor={youtubeSource} id={comment.id} />
          <YoutubeSideCards
            comment={comment}
            published={published}
            videoUrl={links.video}
            channelUrl={links.channel}
          />
        </>
      }
    />
  );
}
