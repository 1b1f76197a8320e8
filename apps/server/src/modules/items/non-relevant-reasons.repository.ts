import type { NonRelevantReason } from '@vigila/domain';
import { eq } from 'drizzle-orm';
import { triageSettings } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';

/** The organisation's own list of Non-relevant reasons, or null while the defaults apply. */
export async function findOwnReasons(db: DbExecutor, orgId: string): Promise<NonRelevantReason[] | null> {
  const [row] = await db
    .select({ reasons: triageSettings.nonRelevantReasons })
    .from(triageSettings)
    .where(eq(triageSettings.orgId, orgId));
  return row?.reasons ?? null;
}

/** Keeps the organisation's list (null: back to the defaults). */
export async function saveOwnReasons(
  db: DbExecutor,
  orgId: string,
  reasons: NonRelevantReason[] | null,
  userId: string,
): Promise<void> {
  const now = new Date();
  await db
    .insert(triageSettings)
    .values({ orgId, nonRelevantReasons: reasons, updatedAt: now, updatedBy: userId })
    .onConflictDoUpdate({
      target: triageSettings.orgId,
      set: { nonRelevantReasons: reasons, updatedAt: now, updatedBy: userId },
    });
}
