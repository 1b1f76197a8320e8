export { AmazonListPage as Component } from '@/features/amazon/components/amazon-list-page.tsx';
