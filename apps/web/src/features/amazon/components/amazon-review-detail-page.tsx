import { useParams } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ExternalLink } from '@/components/external-link.tsx';
import { SourceItemDetail } from '@/review/components/detail/source-item-detail.tsx';
import { formatDate } from '@/lib/format-date.ts';
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

  return (
    <SourceItemDetail
      descriptor={amazonSource}
      id={reviewId}
      listKey={asin}
      notFound={{ title: t('amazon.notFound'), body: t('amazon.notFoundBody') }}
      render={(review) => {
        const author = review.author || t('amazon.anonymous');
        const date = review.review_date ? formatDate(review.review_date, language) : t('amazon.noDate');
        const reviewLink = storeUrl(review.review_url);
        return {
          title: review.review_title?.trim() || t('amazon.untitled', { name: author }),
          headerClassName: 'gap-y-2',
          header: (
            <>
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
            </>
          ),
          main: (
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
          ),
          afterFlags: <DrugMentionsCard mention={review.drug_mention} />,
          side: <AmazonSideCards review={review} date={date} />,
        };
      }}
    />
  );
}
