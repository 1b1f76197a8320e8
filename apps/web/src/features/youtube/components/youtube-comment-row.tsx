import { Reply } from 'lucide-react';
import type { YoutubeCommentItem } from '@vigila/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { EngagementCounts } from '@/features/items/components/engagement-counts.tsx';
import { ItemRow, ItemRowLink } from '@/features/items/components/item-row.tsx';
import { formatDateTime } from '@/features/items/lib/format-date.ts';
import { useT } from '@/lib/i18n/index.ts';
import { usePreferences } from '@/lib/preferences-store.ts';
import { youtubeSource } from '../youtube-source.ts';
import { CommentHtml } from './comment-html.tsx';

/** One YouTube comment: author (opens the detail), Reply badge, video, date, text, counts, flags and status. */
export function YoutubeCommentRow({ comment }: { comment: YoutubeCommentItem }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
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
        {comment.is_reply ? (
          <Badge variant="outline">
            <Reply aria-hidden="true" className="size-3" />
            {t('comment.reply')}
          </Badge>
        ) : null}
        {comment.video_id ? (
          <span className="truncate font-mono text-xs text-muted-foreground">
            {t('youtube.video', { id: comment.video_id })}
          </span>
        ) : null}
        {comment.published_at ? (
          <time
            dateTime={comment.published_at}
            className="ml-auto shrink-0 text-xs text-muted-foreground tabular-nums"
          >
            {formatDateTime(comment.published_at, language)}
          </time>
        ) : null}
      </div>
      <CommentHtml html={comment.textDisplay} links={false} className="mt-1 line-clamp-3" />
    </ItemRow>
  );
}
