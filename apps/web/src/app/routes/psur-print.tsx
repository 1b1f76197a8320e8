export { PsurPrintPage as Component } from '@/features/psur/components/psur-print-page.tsx';
