import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from './transaction.ts';
import { serverSecrets } from './schema/index.ts';

/**
 * The one reader and writer of server_secrets (the blob-signing key, the OpenID provider's keys, the mailbox token
 * key): reads a secret, creating it first when absent. Insert-if-absent then read back means concurrent first
 * starts of several replicas all end up with the value of whichever insert won.
 */
export async function loadOrCreateServerSecret<T>(
  db: DbExecutor,
  name: string,
  create: () => Promise<T> | T,
): Promise<T> {
  const read = async () => {
    const [row] = await db
      .select({ value: serverSecrets.value })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, name));
    return row?.value as T | undefined;
  };
  const existing = await read();
  if (existing !== undefined) return existing;
  await db
    .insert(serverSecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing({ target: serverSecrets.name });
  const stored = await read();
  if (stored === undefined) throw new Error(`Server secret ${name} could not be stored`);
  return stored;
}

/** A random 32-byte key kept (base64) in server_secrets, created on first use. */
export async function loadOrCreateKey(db: DbExecutor, name: string): Promise<Buffer> {
  const value = await loadOrCreateServerSecret(db, name, () => randomBytes(32).toString('base64'));
  return Buffer.from(value, 'base64');
}
