export { ProfilePage as Component } from '@/features/profile/profile-page.tsx';
