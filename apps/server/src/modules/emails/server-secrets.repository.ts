import { eq } from 'drizzle-orm';
import { serverSecrets } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';

/** The stored value of a server secret, or null when none was stored yet. */
export async function readServerSecret(db: DbExecutor, name: string): Promise<string | null> {
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  return typeof row?.value === 'string' ? row.value : null;
}

/** Stores the value unless the secret exists (a concurrent first start keeps whichever insert won). */
export async function insertServerSecretIfAbsent(db: DbExecutor, name: string, value: string): Promise<void> {
  await db.insert(serverSecrets).values({ name, value }).onConflictDoNothing();
}
