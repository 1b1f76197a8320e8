export { RecordingListPage as Component } from '@/features/recordings/components/recording-list-page.tsx';
