import { useParams } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ExternalLink, ExternalLinkButton } from '@/components/external-link.tsx';
import { externalUrl } from '@/lib/external-url.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { useT } from '@/lib/i18n/index.ts';
import { usePreferences } from '@/lib/preferences-store.ts';
import { profileCommentCaseDraft } from '../../lib/case-draft.ts';
import { AiStatusBadge, PlatformDetailsCard, QuickActionsCard } from '../detail/side-cards.tsx';
import { SourceItemDetail } from '../detail/source-item-detail.tsx';
import { EngagementCounts } from '../engagement-counts.tsx';
import type { ProfileComment, ProfileCommentKit } from './profile-comment-kit.ts';

/** /{source}/{username}/comment/{commentId} (SPEC §2.8): the comment, its post's link, engagement and status. */
export function ProfileCommentDetailPage<T extends ProfileComment>({ kit }: { kit: ProfileCommentKit<T> }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const { username = '', commentId = '' } = useParams();
  const { descriptor, icon, texts } = kit;

  return (
    <SourceItemDetail
      descriptor={descriptor}
      id={commentId}
      listKey={username}
      notFound={{ title: t('comment.notFound'), body: t('comment.notFoundBody') }}
      render={(comment, view) => {
        const published = comment.commented_at
          ? formatDateTime(comment.commented_at, language)
          : t('comment.noDate');
        const postUrl = externalUrl(comment.parentPost.url);
        return {
          title: t('comment.title', { name: `@${comment.owner_username}` }),
          header: (
            <>
              <span>{t(texts.postOwner, { name: comment.post.owner_username })}</span>
              {comment.commented_at ? (
                <time dateTime={comment.commented_at}>{published}</time>
              ) : (
                <span>{published}</span>
              )}
            </>
          ),
          main: (
            <Card>
              <CardHeader className="pb-3">
                <CardTitle className="text-base">{t('comment.text')}</CardTitle>
              </CardHeader>
              <CardContent className="space-y-4">
                <p className="text-sm leading-6 break-words whitespace-pre-wrap">{comment.text}</p>
                <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-3">
                  <EngagementCounts likes={comment.likes_count} replies={comment.replies_count} />
                  {postUrl ? (
                    <ExternalLink href={postUrl} className="text-sm">
                      {t(texts.viewOn)}
                    </ExternalLink>
                  ) : null}
                </div>
              </CardContent>
            </Card>
          ),
          side: (
            <>
              <PlatformDetailsCard
                rows={[
                  {
                    label: t('comment.engagement'),
                    value: t('comment.engagementValue', {
                      likes: comment.likes_count,
                      replies: comment.replies_count,
                    }),
                  },
                  { label: t('comment.published'), value: published },
                  {
                    label: t('comment.processingStatus'),
                    value: <AiStatusBadge status={view.aiStatus} />,
                  },
                  ...(view.aiError ? [{ label: t('comment.aiError'), value: view.aiError }] : []),
                ]}
              />
              <QuickActionsCard caseDraft={profileCommentCaseDraft(descriptor.source, comment)}>
                {postUrl ? (
                  <ExternalLinkButton href={postUrl} icon={icon}>
                    {t(texts.viewOn)}
                  </ExternalLinkButton>
                ) : null}
              </QuickActionsCard>
            </>
          ),
        };
      }}
    />
  );
}
