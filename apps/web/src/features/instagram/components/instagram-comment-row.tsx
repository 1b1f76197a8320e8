import { Reply } from 'lucide-react';
import type { InstagramComment } from '@vigila/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { EngagementCounts } from '@/features/items/components/engagement-counts.tsx';
import { ItemRow, ItemRowLink } from '@/features/items/components/item-row.tsx';
import { formatDateTime } from '@/features/items/lib/format-date.ts';
import { useT } from '@/lib/i18n/index.ts';
import { usePreferences } from '@/lib/preferences-store.ts';
import { instagramSource } from '../instagram-source.ts';

/** One Instagram comment: commenter (opens the detail), post owner, date, text, likes/replies, flags, status. */
export function InstagramCommentRow({ comment }: { comment: InstagramComment }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const view = instagramSource.view(comment);
  return (
    <ItemRow
      source="instagram"
      view={view}
      extras={<EngagementCounts likes={comment.likes_count} replies={comment.replies_count} />}
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
        <ItemRowLink to={instagramSource.detailPath(comment)}>@{comment.owner_username}</ItemRowLink>
        <span className="truncate text-xs text-muted-foreground">
          {t('instagram.postOwner', { name: comment.post.owner_username })}
        </span>
        {comment.is_reply ? (
          <Badge variant="outline">
            <Reply aria-hidden="true" className="size-3" />
            {t('comment.reply')}
          </Badge>
        ) : null}
        {comment.commented_at ? (
          <time
            dateTime={comment.commented_at}
            className="ml-auto shrink-0 text-xs text-muted-foreground tabular-nums"
          >
            {formatDateTime(comment.commented_at, language)}
          </time>
        ) : null}
      </div>
      <p className="mt-1 line-clamp-3 text-sm break-words">{comment.text}</p>
    </ItemRow>
  );
}
