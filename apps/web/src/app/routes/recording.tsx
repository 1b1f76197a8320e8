export { RecordingDetailPage as Component } from '@/features/recordings/components/recording-detail-page.tsx';
