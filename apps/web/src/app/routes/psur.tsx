export { PsurPage as Component } from '@/features/psur/components/psur-page.tsx';
