import { auditEvents } from '../db/schema/index.ts';
import type { DbTransaction } from '../db/transaction.ts';
import type { AuditEvent } from './audit-event.ts';

/**
 * Appends one event to the audit trail. It takes a transaction, not the database, so the event commits or rolls
 * back together with the change it records (the table itself refuses UPDATE and DELETE).
 */
export async function recordAuditEvent(tx: DbTransaction, event: AuditEvent): Promise<void> {
  await recordAuditEvents(tx, [event]);
}

/** Appends many events in one statement (ingestion and analysis of thousands of items), in the given order. */
export async function recordAuditEvents(tx: DbTransaction, events: AuditEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(auditEvents).values(
    events.map((event) => ({
      type: event.type,
      orgId: event.orgId,
      actorUserId: event.actorUserId,
      data: event.data,
    })),
  );
}
