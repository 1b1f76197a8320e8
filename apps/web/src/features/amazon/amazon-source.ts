import { ShoppingCart } from 'lucide-react';
import { type AmazonReview } from '@vigila/domain';
import { monitoredItemView } from '@/review/lib/item-view.ts';
import { readAnswer, readListAnswer } from '@/lib/read-answer.ts';
import { readStatusHistory } from '@/review/lib/read-status-history.ts';
import { lazyPage, type SourceDescriptor, type SourceShell } from '@/review/source-descriptor.ts';

/** Amazon reviews in the shared review machinery: GET /reviews (answer under `data`), counts, detail and history. */
export const amazonSource: SourceDescriptor<AmazonReview, 'amazon'> = {
  source: 'amazon',
  routePath: '/amazon',
  dateFilter: true,
  readList: (body) => {
    const answer = readListAnswer(body);
    return { items: answer.data, pagination: answer.pagination };
  },
  readDetail: (body) => readAnswer(body, 'data').data,
  readHistory: readStatusHistory,
  view: monitoredItemView,
  detailPath: (review) =>
    `/amazon/${encodeURIComponent(review.asin)}/${encodeURIComponent(review.review_id)}`,
  texts: {
    listFailed: 'list.failedReviews',
    historyFailed: 'detail.historyFailedReview',
    searchPlaceholder: 'filters.searchReviews',
    empty: {
      pending: 'list.noReviews',
      needs_review: 'list.noReviewsReview',
      non_relevant: 'list.noReviewsNonRelevant',
      all: 'list.noReviews',
      triage: 'list.noReviewsTriage',
    },
    emptyHint: 'list.noReviewsHint',
  },
};

/** Sidebar → Data Sources → Amazon; all reviews, one product's, and one review (SPEC §2.1). */
export const amazonShell: SourceShell = {
  source: 'amazon',
  position: 3,
  nav: { label: 'nav.amazon', to: '/amazon', icon: ShoppingCart },
  routes: [
    { path: '/amazon', page: lazyPage(() => import('./components/amazon-list-page.tsx'), 'AmazonListPage') },
    {
      path: '/amazon/:asin',
      page: lazyPage(() => import('./components/amazon-list-page.tsx'), 'AmazonListPage'),
    },
    {
      path: '/amazon/:asin/:reviewId',
      page: lazyPage(() => import('./components/amazon-review-detail-page.tsx'), 'AmazonReviewDetailPage'),
    },
  ],
};
