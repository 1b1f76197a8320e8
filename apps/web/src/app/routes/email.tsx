export { EmailDetailPage as Component } from '@/features/emails/components/email-detail-page.tsx';
