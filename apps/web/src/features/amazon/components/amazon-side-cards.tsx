import { ShoppingCart, UserRound } from 'lucide-react';
import type { AmazonReview } from '@vigila/domain';
import { ExternalLink, ExternalLinkButton } from '@/components/external-link.tsx';
import {
  AiStatusBadge,
  PlatformDetailsCard,
  QuickActionsCard,
} from '@/review/components/detail/side-cards.tsx';
import { amazonCaseDraft } from '@/review/lib/case-draft.ts';
import { useT } from '@/lib/i18n/index.ts';
import { productUrl, storeUrl } from '../lib/amazon-links.ts';

/** Platform Details and Quick Actions (View on Amazon, View Profile when known, Convert to Case) of a review. */
export function AmazonSideCards({ review, date }: { review: AmazonReview; date: string }) {
  const t = useT();
  const product = productUrl(review.asin);
  const profile = storeUrl(review.user_profile_link);
  return (
    <>
      <PlatformDetailsCard
        rows={[
          {
            label: t('amazon.asin'),
            value: (
              <ExternalLink href={product} className="font-mono text-xs">
                {review.asin}
              </ExternalLink>
            ),
          },
          ...(review.product_name ? [{ label: t('amazon.product'), value: review.product_name }] : []),
          { label: t('amazon.author'), value: review.author || t('amazon.anonymous') },
          { label: t('amazon.reviewDate'), value: date },
          ...(review.domain ? [{ label: t('amazon.store'), value: review.domain }] : []),
          {
            label: t('detail.aiStatus'),
            value: (
              <span className="flex flex-col items-start gap-1">
                <AiStatusBadge status={review.ai_status} />
                {review.ai_error ? <span className="text-xs text-destructive">{review.ai_error}</span> : null}
              </span>
            ),
          },
        ]}
      />
      <QuickActionsCard caseDraft={amazonCaseDraft(review)}>
        <ExternalLinkButton href={storeUrl(review.review_url) ?? product} icon={ShoppingCart}>
          {t('amazon.viewOnAmazon')}
        </ExternalLinkButton>
        {profile ? (
          <ExternalLinkButton href={profile} icon={UserRound}>
            {t('amazon.viewProfile')}
          </ExternalLinkButton>
        ) : null}
      </QuickActionsCard>
    </>
  );
}
