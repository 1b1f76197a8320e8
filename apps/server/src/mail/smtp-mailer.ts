import type { Transporter } from 'nodemailer';
import type { Mailer } from './mailer.ts';

/** How long a send may take before it counts as failed: a slow server must not hold a request for minutes. */
const SMTP_TIMEOUT_MS = 15_000;

/**
 * E-mail through the SMTP server of SMTP_URL (smtp://user:pass@host:587 upgrades with STARTTLS when offered;
 * smtps:// is TLS from the start). One pooled-less transport: invitations are rare, a connection per message is fine.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  const options = {
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  };
  // nodemailer is loaded with the first message, not with the server (decision 0014, start-up).
  let transport: Promise<Transporter> | null = null;
  return {
    transport: 'smtp',
    async send({ to, subject, text, html }) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(options),
      );
      await (await transport).sendMail({ from, to, subject, text, html });
    },
  };
}
