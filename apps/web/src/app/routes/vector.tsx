export { VectorPage as Component } from '@/features/vector/components/vector-page.tsx';
