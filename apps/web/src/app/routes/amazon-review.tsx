export { AmazonReviewDetailPage as Component } from '@/features/amazon/components/amazon-review-detail-page.tsx';
