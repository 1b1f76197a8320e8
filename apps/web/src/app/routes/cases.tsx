export { CasesPage as Component } from '@/features/cases/components/cases-page.tsx';
