import { useParams } from 'react-router';
import { Camera } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useItemDetail } from '@/features/items/api/get-item-detail.ts';
import { AiErrorAlert } from '@/features/items/components/detail/ai-error-alert.tsx';
import { DetailLayout } from '@/features/items/components/detail/detail-layout.tsx';
import { DetailNotFound, DetailSkeleton } from '@/features/items/components/detail/detail-states.tsx';
import { ExternalLink, ExternalLinkButton } from '@/features/items/components/detail/external-link.tsx';
import { SafetyFlagsCard } from '@/features/items/components/detail/safety-flags-card.tsx';
import {
  AiStatusBadge,
  PlatformDetailsCard,
  QuickActionsCard,
} from '@/features/items/components/detail/side-cards.tsx';
import { StatusHistoryCard } from '@/features/items/components/detail/status-history-card.tsx';
import { EngagementCounts } from '@/features/items/components/engagement-counts.tsx';
import { FlagBadges } from '@/features/items/components/flag-badges.tsx';
import { StatusButtons } from '@/features/items/components/status-buttons.tsx';
import { externalUrl } from '@/features/items/lib/external-url.ts';
import { formatDateTime } from '@/features/items/lib/format-date.ts';
import { useT } from '@/lib/i18n/index.ts';
import { usePreferences } from '@/lib/preferences-store.ts';
import { instagramSource } from '../instagram-source.ts';

/** /instagram/{username}/comment/{commentId} (SPEC §2.8). */
export function InstagramCommentDetailPage() {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const { username = '', commentId = '' } = useParams();
  const detail = useItemDetail(instagramSource, commentId);
  const back = username ? `/instagram/${encodeURIComponent(username)}` : instagramSource.routePath;

  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError) {
    return (
      <DetailNotFound
        title={t('comment.notFound')}
        body={t('comment.notFoundBody')}
        back={back}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  const comment = detail.data;
  const view = instagramSource.view(comment);
  const published = comment.commented_at
    ? formatDateTime(comment.commented_at, language)
    : t('comment.noDate');
  const postUrl = externalUrl(comment.parentPost.url);

  return (
    <DetailLayout
      back={back}
      title={t('comment.title', { name: `@${comment.owner_username}` })}
      header={
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span>{t('instagram.postOwner', { name: comment.post.owner_username })}</span>
          {comment.commented_at ? (
            <time dateTime={comment.commented_at}>{published}</time>
          ) : (
            <span>{published}</span>
          )}
          <FlagBadges flags={['adr', 'pqc', 'mi']} values={view.flags} />
        </div>
      }
      main={
        <>
          <StatusButtons source="instagram" id={comment.id} status={view.status} size="default" />
          <AiErrorAlert error={view.aiStatus === 'failed' ? view.aiError : null} />
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
          <SafetyFlagsCard source="instagram" view={view} />
        </>
      }
      side={
        <>
          <StatusHistoryCard descriptor={instagramSource} id={comment.id} />
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
              { label: t('comment.processingStatus'), value: <AiStatusBadge status={view.aiStatus} /> },
              ...(view.aiError ? [{ label: t('comment.aiError'), value: view.aiError }] : []),
            ]}
          />
          <QuickActionsCard>
            {postUrl ? (
              <ExternalLinkButton href={postUrl} icon={Camera}>
                {t('instagram.viewOnInstagram')}
              </ExternalLinkButton>
            ) : null}
          </QuickActionsCard>
        </>
      }
    />
  );
}
