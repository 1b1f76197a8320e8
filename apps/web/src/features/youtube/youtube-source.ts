import { TvMinimalPlay } from 'lucide-react';
import { type YoutubeCommentItem } from '@vigila/domain';
import { COMMENT_TEXTS } from '@/review/lib/comment-texts.ts';
import { monitoredItemView } from '@/review/lib/item-view.ts';
import { readAnswer } from '@/lib/read-answer.ts';
import { readStatusHistory } from '@/review/lib/read-status-history.ts';
import { lazyPage, type SourceDescriptor, type SourceShell } from '@/review/source-descriptor.ts';
import { t } from '@/lib/i18n/index.ts';

/** The monitored channel a comment belongs to, as the user typed it (the sub-list key). */
export const youtubeChannelOf = (comment: YoutubeCommentItem): string =>
  comment.username || comment.source_key || comment.channelId;

/**
 * YouTube comments in the shared review machinery: GET /youtube/getComments (answer under `reviews`) and its
 * counts; one comment at GET /youtube/{id} (its uuid or YouTube comment id) and its history.
 */
export const youtubeSource: SourceDescriptor<YoutubeCommentItem, 'youtube'> = {
  source: 'youtube',
  routePath: '/youtube',
  dateFilter: true,
  readList: (body) => {
    const answer = readAnswer(body, 'reviews');
    return { items: answer.reviews, pagination: answer.pagination };
  },
  readDetail: (body) => readAnswer(body, 'data').data,
  readHistory: readStatusHistory,
  view: monitoredItemView,
  detailPath: (comment) =>
    `/youtube/${encodeURIComponent(youtubeChannelOf(comment))}/comment/${encodeURIComponent(comment.comment_id)}`,
  texts: {
    // SPEC §8: 'Failed to fetch YouTube comments: {status text}'; the reason is the server's error text.
    listFailed: (reason) => t('list.failedYoutube', { reason }),
    ...COMMENT_TEXTS,
    emptyHint: 'list.noYoutubeHint',
  },
};

/** Sidebar → Data Sources → YouTube; all comments, one channel's, and one comment (SPEC §2.1). */
export const youtubeShell: SourceShell = {
  source: 'youtube',
  position: 1,
  nav: { label: 'nav.youtube', to: '/youtube', icon: TvMinimalPlay },
  routes: [
    {
      path: '/youtube',
      page: lazyPage(() => import('./components/youtube-list-page.tsx'), 'YoutubeListPage'),
    },
    {
      path: '/youtube/:username',
      page: lazyPage(() => import('./components/youtube-list-page.tsx'), 'YoutubeListPage'),
    },
    {
      path: '/youtube/:username/comment/:commentId',
      page: lazyPage(
        () => import('./components/youtube-comment-detail-page.tsx'),
        'YoutubeCommentDetailPage',
      ),
    },
  ],
};
