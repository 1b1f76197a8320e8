export { CustomReportPage as Component } from '@/features/custom-report/components/custom-report-page.tsx';
