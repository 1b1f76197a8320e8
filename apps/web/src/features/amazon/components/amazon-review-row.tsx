import type { AmazonReview } from '@vigila/domain';
import { ItemRow, ItemRowLink } from '@/review/components/item-row.tsx';
import { formatDate } from '@/lib/format-date.ts';
import { useT } from '@/lib/i18n/index.ts';
import { usePreferences } from '@/lib/preferences-store.ts';
import { amazonSource } from '../amazon-source.ts';
import { StarRating } from './star-rating.tsx';
import { VerifiedPurchaseBadge } from './verified-badge.tsx';

/** One review: title (opens the detail), stars, Verified Purchase, author, date, product, body, flags, status. */
export function AmazonReviewRow({ review }: { review: AmazonReview }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const view = amazonSource.view(review);
  const author = review.author || t('amazon.anonymous');
  return (
    <ItemRow source="amazon" view={view}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <ItemRowLink to={amazonSource.detailPath(review)}>
          {review.review_title?.trim() || t('amazon.untitled', { name: author })}
        </ItemRowLink>
        <StarRating rating={review.rating_score} />
        {review.verified_purchase ? <VerifiedPurchaseBadge /> : null}
        <span className="ml-auto shrink-0 text-xs text-muted-foreground tabular-nums">
          {review.review_date ? (
            <time dateTime={review.review_date}>{formatDate(review.review_date, language)}</time>
          ) : (
            t('amazon.noDate')
          )}
        </span>
      </div>
      <p className="truncate text-sm text-muted-foreground">
        {author} · <span className="font-mono text-xs">{review.asin}</span>
        {review.product_name ? ` · ${review.product_name}` : null}
      </p>
      <p className="mt-1 line-clamp-2 text-sm break-words">{review.review_body}</p>
    </ItemRow>
  );
}
