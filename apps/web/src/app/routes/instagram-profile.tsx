export { InstagramListPage as Component } from '@/features/instagram/components/instagram-list-page.tsx';
