import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Recurring jobs, one row per (queue, key) — e.g. one mailbox sync per connection. pg-boss 10 keeps one cron
 * schedule per queue name, so a single pg-boss schedule ticks every minute and sends the due rows' jobs.
 */
export const jobSchedules = pgTable(
  'job_schedules',
  {
    name: text('name').notNull(),
    key: text('key').notNull(),
    cron: text('cron').notNull(),
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.name, t.key] })],
);
