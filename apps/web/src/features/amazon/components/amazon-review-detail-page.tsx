import { useParams } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useItemDetail } from '@/features/items/api/get-item-detail.ts';
import { AiErrorAlert } from '@/features/items/components/detail/ai-error-alert.tsx';
import { DetailLayout } from '@/features/items/components/detail/detail-layout.tsx';
import { DetailNotFound, DetailSkeleton } from '@/features/items/components/detail/detail-states.tsx';
import { ExternalLink } from '@/features/items/components/detail/external-link.tsx';
import { SafetyFlagsCard } from '@/features/items/components/detail/safety-flags-card.tsx';
import { StatusHistoryCard } from '@/features/items/components/detail/status-history-card.tsx';
import { FlagBadges } from '@/features/items/components/flag-badges.tsx';
import { StatusButtons } from '@/features/items/components/status-buttons.tsx';
import { formatDate } from '@/features/items/lib/format-date.ts';
import { useT } from '@/lib/i18n/index.ts';
import { usePreferences } from '@/lib/preferences-store.ts';
import { amazonSource } from '../amazon-source.ts';
import { productUrl, storeUrl } from '../lib/amazon-links.ts';
import { AmazonSideCards } from './amazon-side-cards.tsx';
import { DrugMentionsCard } from './drug-mentions-card.tsx';
import { StarRating } from './star-rating.tsx';
import { VerifiedPurchaseBadge } from './verified-badge.tsx';

/** /amazon/{asin}/{reviewId} (SPEC §2.8). */
export function AmazonReviewDetailPage() {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const { asin = '', reviewId = '' } = useParams();
  const detail = useItemDetail(amazonSource, reviewId);
  const back = asin ? `/amazon/${encodeURIComponent(asin)}` : amazonSource.routePath;

  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError) {
    return (
      <DetailNotFound
        title={t('amazon.notFound')}
        body={t('amazon.notFoundBody')}
        back={back}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  const review = detail.data;
  const view = amazonSource.view(review);
  const author = review.author || t('amazon.anonymous');
  const date = review.review_date ? formatDate(review.review_date, language) : t('amazon.noDate');
  const reviewLink = storeUrl(review.review_url);

  return (
    <DetailLayout
      back={back}
      title={review.review_title?.trim() || t('amazon.untitled', { name: author })}
      header={
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
          <span>
            {t('amazon.asin')}:{' '}
            <ExternalLink href={productUrl(review.asin)} className="font-mono">
              {review.asin}
            </ExternalLink>
          </span>
          <span>{author}</span>
          {review.review_date ? <time dateTime={review.review_date}>{date}</time> : <span>{date}</span>}
          <StarRating rating={review.rating_score} />
          {review.verified_purchase ? <VerifiedPurchaseBadge /> : null}
          <FlagBadges flags={['adr', 'pqc', 'mi']} values={view.flags} />
        </div>
      }
      main={
        <>
          <StatusButtons source="amazon" id={review.id} status={view.status} size="default" />
          <AiErrorAlert error={view.aiStatus === 'failed' ? view.aiError : null} />
          <Card>
            <CardHeader className="pb-3">
              <CardTitle className="text-base">{t('amazon.review')}</CardTitle>
            </CardHeader>
            <CardContent className="space-y-4">
              <p className="text-sm leading-6 break-words whitespace-pre-wrap">{review.review_body}</p>
              {reviewLink ? (
                <ExternalLink href={reviewLink} className="text-sm">
                  {t('amazon.viewReview')}
                </ExternalLink>
              ) : null}
            </CardContent>
          </Card>
          <SafetyFlagsCard source="amazon" view={view} />
          <DrugMentionsCard mention={review.drug_mention} />
        </>
      }
      side={
        <>
          <StatusHistoryCard descriptor={amazonSource} id={review.id} />
          <AmazonSideCards review={review} date={date} />
        </>
      }
    />
  );
}
