import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * E-mails the server would have sent when no SMTP server is configured (SMTP_URL unset): kept here and logged, so
 * an operator — or a test — can still hand the link over. With SMTP_URL set nothing is written here.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: text('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_recipient_idx').on(t.recipient, t.createdAt)],
);
