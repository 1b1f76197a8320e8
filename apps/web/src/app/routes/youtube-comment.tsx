export { YoutubeCommentDetailPage as Component } from '@/features/youtube/components/youtube-comment-detail-page.tsx';
