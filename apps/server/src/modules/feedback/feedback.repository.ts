import { count, desc, eq, sql } from 'drizzle-orm';
import { feedback } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';

export type NewFeedbackRow = typeof feedback.$inferInsert;

export async function insertFeedback(db: DbExecutor, rows: NewFeedbackRow[]): Promise<void> {
  await db.insert(feedback).values(rows);
}

/**
 * Verdict counts per flag for one organisation, counting only the latest verdict on each item's flag (a reviewer
 * who changes their mind, or a second reviewer, replaces the earlier verdict instead of adding to it).
 */
export async function countLatestVerdicts(
  db: DbExecutor,
  orgId: string,
): Promise<{ flag: string; verdict: string; n: number }[]> {
  const subject = sql`coalesce(${feedback.itemId}, ${feedback.id})`;
  const latest = db
    .selectDistinctOn([subject, feedback.flag], { flag: feedback.flag, verdict: feedback.verdict })
    .from(feedback)
    .where(eq(feedback.orgId, orgId))
    .orderBy(subject, feedback.flag, desc(feedback.createdAt), desc(feedback.id))
    .as('latest');
  return db
    .select({ flag: latest.flag, verdict: latest.verdict, n: count() })
    .from(latest)
    .groupBy(latest.flag, latest.verdict);
}

/** Every verdict of the organisation with its time, for the figures over time. */
export async function listVerdictEvents(db: DbExecutor, orgId: string) {
  return db
    .select({
      subject: sql<string>`coalesce(${feedback.itemId}, ${feedback.id})`,
      flag: feedback.flag,
      verdict: feedback.verdict,
      createdAt: feedback.createdAt,
    })
    .from(feedback)
    .where(eq(feedback.orgId, orgId))
    .orderBy(feedback.createdAt, feedback.id);
}
