import { useParams } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { ExternalLink } from '@/components/external-link.tsx';
import { SourceItemDetail } from '@/review/components/detail/source-item-detail.tsx';
import { externalUrl } from '@/lib/external-url.ts';
import { formatDateTime } from '@/lib/format-date.ts';
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

  return (
    <SourceItemDetail
      descriptor={youtubeSource}
      id={commentId}
      listKey={username}
      notFound={{ title: t('comment.notFound'), body: t('comment.notFoundBody') }}
      render={(comment) => {
        const published = comment.published_at
          ? formatDateTime(comment.published_at, language)
          : t('comment.noDate');
        const author = comment.author || t('comment.unknownAuthor');
        const authorUrl = externalUrl(comment.author_channel_url);
        const links = { video: videoLink(comment), channel: channelLink(comment) };
        return {
          title: t('comment.title', { name: author }),
          header: (
            <>
              {comment.is_reply ? <Badge variant="outline">{t('comment.reply')}</Badge> : null}
              {authorUrl ? <ExternalLink href={authorUrl}>{author}</ExternalLink> : <span>{author}</span>}
              {comment.video_id ? (
                <span>
                  {t('youtube.videoId')}:{' '}
                  <span className="font-mono text-foreground">{comment.video_id}</span>
                </span>
              ) : null}
              {comment.published_at ? (
                <time dateTime={comment.published_at}>{published}</time>
              ) : (
                <span>{published}</span>
              )}
            </>
          ),
          main: <YoutubeCommentCard comment={comment} videoUrl={links.video} channelUrl={links.channel} />,
          side: (
            <YoutubeSideCards
              comment={comment}
              published={published}
              videoUrl={links.video}
              channelUrl={links.channel}
            />
          ),
        };
      }}
    />
  );
}
