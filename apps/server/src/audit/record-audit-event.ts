import { auditEvents } from '../db/schema/index.ts';
import type { DbTransaction } from '../db/transaction.ts';
import type { AuditEvent } from './audit-event.ts';

/**
 * Appends one event to the audit trail. It takes a transaction, not the database, so the event commits or rolls
 * back together with the change it records (the table itself refuses UPDATE and DELETE).
 */
export async function recordAuditEvent(tx: DbTransaction, event: AuditEvent): Promise<void> {
  await tx.insert(auditEvents).values({
    type: event.type,
    orgId: event.orgId,
    actorUserId: event.actorUserId,
    data: event.data,
  });
}
