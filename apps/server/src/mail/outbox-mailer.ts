import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { outboxMessages } from '../db/schema/index.ts';
import type { Mailer } from './mailer.ts';

export interface OutboxLogger {
  info(object: object, message: string): void;
}

/**
 * Without SMTP_URL nothing can leave the server, so each message is kept in outbox_messages and logged with its
 * recipient, subject and link: whoever runs the server can pass the link on (the pending list also shows it).
 */
export function createOutboxMailer(db: Db, log: OutboxLogger): Mailer {
  return {
    transport: 'outbox',
    async send({ to, subject, text, html, link, purpose = 'e-mail' }) {
      await db
        .insert(outboxMessages)
        .values({ id: randomUUID(), recipient: to, subject, textBody: text, htmlBody: html });
      log.info({ to, subject, link }, `outbox: ${purpose} to ${to}: ${link ?? subject}`);
    },
  };
}
