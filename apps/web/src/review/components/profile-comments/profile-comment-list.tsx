import { useParams } from 'react-router';
import { useT } from '@/lib/i18n/index.ts';
import { EngagementCounts } from '../engagement-counts.tsx';
import { ItemListPage } from '../item-list-page.tsx';
import { ItemRow, ItemRowLink, ItemRowTime } from '../item-row.tsx';
import { ReplyBadge } from '../reply-badge.tsx';
import type { ProfileComment, ProfileCommentKit } from './profile-comment-kit.ts';

/** /{source} and /{source}/{username}: every monitored profile's comments, or one profile's (source_key). */
export function ProfileCommentListPage<T extends ProfileComment>({ kit }: { kit: ProfileCommentKit<T> }) {
  const t = useT();
  const { username } = useParams();
  return (
    <ItemListPage
      descriptor={kit.descriptor}
      title={username ? t(kit.texts.profileTitle, { name: `@${username}` }) : t(kit.texts.title)}
      description={username ? t(kit.texts.profileBody, { name: username }) : t(kit.texts.body)}
      layout={{ kind: 'rows', itemHeight: 140 }}
      renderItem={(comment) => <ProfileCommentRow kit={kit} comment={comment} />}
      routeSourceKey={username}
    />
  );
}

/** One comment: commenter (opens the detail), post owner, date, text, likes/replies, flags, status. */
export function ProfileCommentRow<T extends ProfileComment>({
  kit,
  comment,
}: {
  kit: ProfileCommentKit<T>;
  comment: T;
}) {
  const t = useT();
  return (
    <ItemRow
      source={kit.descriptor.source}
      view={kit.descriptor.view(comment)}
      extras={<EngagementCounts likes={comment.likes_count} replies={comment.replies_count} />}
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
        <ItemRowLink to={kit.descriptor.detailPath(comment)}>@{comment.owner_username}</ItemRowLink>
        <span className="truncate text-xs text-muted-foreground">
          {t(kit.texts.postOwner, { name: comment.post.owner_username })}
        </span>
        {comment.is_reply ? <ReplyBadge /> : null}
        {comment.commented_at ? <ItemRowTime value={comment.commented_at} /> : null}
      </div>
      <p className="mt-1 line-clamp-3 text-sm break-words">{comment.text}</p>
    </ItemRow>
  );
}
