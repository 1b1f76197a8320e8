import { Link } from 'react-router';
import { Reply } from 'lucide-react';
import { flagsForSource, type YoutubeCommentItem } from '@vigila/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { AiStatusLine } from '@/features/items/components/ai-status-line.tsx';
import { EngagementCounts } from '@/features/items/components/engagement-counts.tsx';
import { FlagBadges } from '@/features/items/components/flag-badges.tsx';
import { StatusButtons } from '@/features/items/components/status-buttons.tsx';
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
    <div className="group relative flex flex-col gap-2 rounded-lg border bg-card p-4 shadow-xs transition-colors hover:border-primary/50 sm:flex-row sm:items-start sm:gap-4">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
          <Link
            to={youtubeSource.detailPath(comment)}
            className="min-w-0 truncate font-medium outline-none after:absolute after:inset-0 after:rounded-lg focus-visible:after:ring-2 focus-visible:after:ring-ring"
          >
            {comment.author || t('comment.unknownAuthor')}
          </Link>
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
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <EngagementCounts likes={comment.like_count} replies={comment.reply_count} />
          <FlagBadges flags={flagsForSource('youtube')} values={view.flags} />
          <AiStatusLine view={view} />
        </div>
      </div>
      <StatusButtons
        source="youtube"
        id={comment.id}
        status={view.status}
        className="relative z-10 sm:flex-col"
      />
    </div>
  );
}
