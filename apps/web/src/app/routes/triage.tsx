export { TriagePage as Component } from '@/features/triage/components/triage-page.tsx';
