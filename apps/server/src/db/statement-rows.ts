import type { SQL } from 'drizzle-orm';
import type { DbExecutor } from './transaction.ts';

/** The rows of a raw statement: both drivers answer `{ rows }` (PGlite and node-postgres alike). */
export async function statementRows<R>(db: DbExecutor, query: SQL): Promise<R[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: R[] }).rows;
}
