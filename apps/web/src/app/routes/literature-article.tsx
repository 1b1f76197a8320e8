export { LiteratureDetailPage as Component } from '@/features/literature/components/literature-detail-page.tsx';
