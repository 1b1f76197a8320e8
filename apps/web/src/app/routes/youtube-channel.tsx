export { YoutubeListPage as Component } from '@/features/youtube/components/youtube-list-page.tsx';
