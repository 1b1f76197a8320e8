export { LiteratureListPage as Component } from '@/features/literature/components/literature-list-page.tsx';
