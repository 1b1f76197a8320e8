import type { YoutubeCommentItem } from '@vigila/domain';
import { EngagementCounts } from '@/review/components/engagement-counts.tsx';
import { ItemRow, ItemRowLink, ItemRowTime } from '@/review/components/item-row.tsx';
import { ReplyBadge } from '@/review/components/reply-badge.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { youtubeSource } from '../youtube-source.ts';
import { CommentHtml } from './comment-html.tsx';

/** One YouTube comment: author (opens the detail), Reply badge, video, date, text, counts, flags and status. */
export function YoutubeCommentRow({ comment }: { comment: YoutubeCommentItem }) {
  const t = useT();
  const view = youtubeSource.view(comment);
  return (
    <ItemRow
      source="youtube"
      view={view}
      extras={<EngagementCounts likes={comment.like_count} replies={comment.reply_count} />}
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
        <ItemRowLink to={youtubeSource.detailPath(comment)}>
          {comment.author || t('comment.unknownAuthor')}
        </ItemRowLink>
        {comment.is_reply ? <ReplyBadge /> : null}
        {comment.video_id ? (
          <span className="truncate font-mono text-xs text-muted-foreground">
            {t('youtube.video', { id: comment.video_id })}
          </span>
        ) : null}
        {comment.published_at ? <ItemRowTime value={comment.published_at} /> : null}
      </div>
      <CommentHtml html={comment.textDisplay} links={false} className="mt-1 line-clamp-3" />
    </ItemRow>
  );
}
