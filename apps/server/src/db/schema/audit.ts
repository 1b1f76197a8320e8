import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Append-only audit trail. A trigger (migration 0001) rejects UPDATE and DELETE, so a row, once written in the
 * same transaction as the change it records, cannot be altered afterwards.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: text('org_id'),
    actorUserId: text('actor_user_id'),
    type: text('type').notNull(),
    data: jsonb('data').notNull().$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_events_org_idx').on(t.orgId, t.createdAt)],
);
