import type { Database } from '../../db/client.ts';
import type { TestDatabaseKind } from '../databases.ts';
import { openTestDatabase } from '../test-database.ts';

export interface FreshDatabase {
  database: Database;
  /** Closes the connection and drops the PostgreSQL database, if one was created. */
  dispose(): Promise<void>;
}

/** An empty, migrated database of the given kind for one test. */
export async function openFreshDatabase(kind: TestDatabaseKind): Promise<FreshDatabase> {
  const { database, drop } = await openTestDatabase(kind);
  return {
    database,
    dispose: async () => {
      await database.close();
      await drop();
    },
  };
}

/** Runs `run` against a fresh database and always disposes of it. */
export async function withFreshDatabase(
  kind: TestDatabaseKind,
  run: (database: Database) => Promise<void>,
): Promise<void> {
  const fresh = await openFreshDatabase(kind);
  try {
    await run(fresh.database);
  } finally {
    await fresh.dispose();
  }
}
