// /e2b/{id} shows the same case page as /cases/{id}: the Case Details panel and the E2B form.
export { CasePage as Component } from '@/features/cases/components/case-page.tsx';
