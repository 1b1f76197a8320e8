export { InstagramCommentDetailPage as Component } from '@/features/instagram/components/instagram-comment-detail-page.tsx';
