import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { serverSecrets } from './db/schema/index.ts';

/**
 * A random 32-byte key kept in server_secrets, created on first use. Insert-if-absent then read back, so replicas
 * starting together agree on whichever insert won.
 */
export async function loadOrCreateKey(db: Db, name: string): Promise<Buffer> {
  const read = async () => {
    const [row] = await db
      .select({ value: serverSecrets.value })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, name));
    return typeof row?.value === 'string' ? Buffer.from(row.value, 'base64') : null;
  };
  const existing = await read();
  if (existing) return existing;
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing({ target: serverSecrets.name });
  const stored = await read();
  if (!stored) throw new Error(`Server secret ${name} could not be stored`);
  return stored;
}
