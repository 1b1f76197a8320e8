export { CasePage as Component } from '@/features/case-form/components/case-page.tsx';
