import { Link } from 'react-router';
import { flagsForSource, type AmazonReview } from '@vigila/domain';
import { AiStatusLine } from '@/features/items/components/ai-status-line.tsx';
import { FlagBadges } from '@/features/items/components/flag-badges.tsx';
import { StatusButtons } from '@/features/items/components/status-buttons.tsx';
import { formatDate } from '@/features/items/lib/format-date.ts';
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
    <div className="group relative flex flex-col gap-2 rounded-lg border bg-card p-4 shadow-xs transition-colors hover:border-primary/50 sm:flex-row sm:items-start sm:gap-4">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Link
            to={amazonSource.detailPath(review)}
            className="min-w-0 truncate font-medium outline-none after:absolute after:inset-0 after:rounded-lg focus-visible:after:ring-2 focus-visible:after:ring-ring"
          >
            {review.review_title?.trim() || t('amazon.untitled', { name: author })}
          </Link>
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
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <FlagBadges flags={flagsForSource('amazon')} values={view.flags} />
          <AiStatusLine view={view} />
        </div>
      </div>
      <StatusButtons
        source="amazon"
        id={review.id}
        status={view.status}
        className="relative z-10 sm:flex-col"
      />
    </div>
  );
}
