export { EmailListPage as Component } from '@/features/emails/components/email-list-page.tsx';
