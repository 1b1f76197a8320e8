import { and, desc, eq, sql } from 'drizzle-orm';
import { auditEvents, users } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';

// What a case's History tab reads: its audit events, and the names of the people who made them.

export interface CaseAuditRow {
  id: number;
  type: string;
  data: Record<string, unknown>;
  actorUserId: string | null;
  actorName: string | null;
  createdAt: Date;
}

/** A case's audit events, newest first, with the changer's current name. */
export async function listCaseAuditEvents(
  db: DbExecutor,
  orgId: string,
  caseId: string,
): Promise<CaseAuditRow[]> {
  return db
    .select({
      id: auditEvents.id,
      type: auditEvents.type,
      data: auditEvents.data,
      actorUserId: auditEvents.actorUserId,
      actorName: users.name,
      createdAt: auditEvents.createdAt,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(
      and(
        eq(auditEvents.orgId, orgId),
        sql`${auditEvents.type} like 'case.%'`,
        sql`${auditEvents.data}->>'case_id' = ${caseId}`,
      ),
    )
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id));
}

/** A user's display name (the case's assignee), or null when the account is gone. */
export async function findUserName(db: DbExecutor, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}
