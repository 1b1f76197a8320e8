import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { cases } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';

// The stored obligation due date of cases (decision 0044): writing it, and finding the cases to recompute.

/** The stored obligation due date of a case (decision 0044); derived, so updated_at (the list's order) stays. */
export async function updateCaseObligationDue(
  db: DbExecutor,
  orgId: string,
  id: string,
  due: { date: string | null; receiver: string | null; revision: number },
): Promise<void> {
  await db
    .update(cases)
    .set({
      obligationDueDate: due.date,
      obligationDueReceiver: due.receiver,
      obligationDueRevision: due.revision,
    })
    .where(and(eq(cases.orgId, orgId), eq(cases.id, id)));
}

/** The organisation's cases whose day 0 (its UTC day) is on or after `day` (YYYY-MM-DD), locked for the update. */
export async function lockCasesFromDay(db: DbExecutor, orgId: string, day: string): Promise<string[]> {
  const rows = await db
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.orgId, orgId), sql`(${cases.dayZero} at time zone 'UTC')::date >= ${day}::date`))
    .orderBy(asc(cases.id))
    .for('update');
  return rows.map((row) => row.id);
}

/**
 * Up to `limit` cases whose obligation due date was computed by another revision of the rules code (or never),
 * locked; a case another process holds is skipped, that process computes it.
 */
export async function lockStaleObligationDueCases(
  db: DbExecutor,
  revision: number,
  limit: number,
): Promise<{ id: string; orgId: string }[]> {
  return db
    .select({ id: cases.id, orgId: cases.orgId })
    .from(cases)
    .where(or(isNull(cases.obligationDueRevision), ne(cases.obligationDueRevision, revision)))
    .orderBy(asc(cases.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}
