export type { Mailer, MailMessage } from './mailer.ts';
export { createMailer } from './create-mailer.ts';
