import { useParams } from 'react-router';
import { Camera } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ExternalLink, ExternalLinkButton } from '@/components/external-link.tsx';
import {
  AiStatusBadge,
  PlatformDetailsCard,
  QuickActionsCard,
} from '@/review/components/detail/side-cards.tsx';
import { SourceItemDetail } from '@/review/components/detail/source-item-detail.tsx';
import { EngagementCounts } from '@/review/components/engagement-counts.tsx';
import { externalUrl } from '@/lib/external-url.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { useT } from '@/lib/i18n/index.ts';
import { usePreferences } from '@/lib/preferences-store.ts';
import { instagramCaseDraft } from '@/review/lib/case-draft.ts';
import { instagramSource } from './instagram-source.ts';

/** /instagram/{username}/comment/{commentId} (SPEC §2.8). */
export function InstagramCommentDetailPage() {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const { username = '', commentId = '' } = useParams();

  return (
    <SourceItemDetail
      descriptor={instagramSource}
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
              <span>{t('instagram.postOwner', { name: comment.post.owner_username })}</span>
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
                      {t('instagram.viewOnInstagram')}
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
              <QuickActionsCard caseDraft={instagramCaseDraft(comment)}>
                {postUrl ? (
                  <ExternalLinkButton href={postUrl} icon={Camera}>
                    {t('instagram.viewOnInstagram')}
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
