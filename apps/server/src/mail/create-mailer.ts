import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer, type OutboxLogger } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

/** SMTP when SMTP_URL is set, otherwise the outbox (table + log line). */
export function createMailer(config: AppConfig['mail'], db: Db, log: OutboxLogger): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.from) : createOutboxMailer(db, log);
}
