import { useParams } from 'react-router';
import type { InstagramComment } from '@vigila/domain';
import { EngagementCounts } from '@/review/components/engagement-counts.tsx';
import { ItemRow, ItemRowLink, ItemRowTime } from '@/review/components/item-row.tsx';
import { ReplyBadge } from '@/review/components/reply-badge.tsx';
import { ItemListPage } from '@/review/components/item-list-page.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { instagramSource } from './instagram-source.ts';

/** /instagram and /instagram/{username}: every monitored profile's comments, or one profile's (source_key). */
export function InstagramListPage() {
  const t = useT();
  const { username } = useParams();
  return (
    <ItemListPage
      descriptor={instagramSource}
      title={
        username ? t('page.instagramProfile.title', { name: `@${username}` }) : t('page.instagram.title')
      }
      description={
        username ? t('sourceList.instagramProfileBody', { name: username }) : t('sourceList.instagramBody')
      }
      layout={{ kind: 'rows', itemHeight: 140 }}
      renderItem={(comment) => <InstagramCommentRow comment={comment} />}
      routeSourceKey={username}
    />
  );
}

/** One Instagram comment: commenter (opens the detail), post owner, date, text, likes/replies, flags, status. */
export function InstagramCommentRow({ comment }: { comment: InstagramComment }) {
  const t = useT();
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
        {comment.is_reply ? <ReplyBadge /> : null}
        {comment.commented_at ? <ItemRowTime value={comment.commented_at} /> : null}
      </div>
      <p className="mt-1 line-clamp-3 text-sm break-words">{comment.text}</p>
    </ItemRow>
  );
}
