export { AuthPage as Component } from '@/features/auth/auth-page.tsx';
