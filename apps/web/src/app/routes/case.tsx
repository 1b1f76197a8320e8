export { CasePage as Component } from '@/features/cases/components/case-page.tsx';
