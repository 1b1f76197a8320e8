import { openDatabase, type Database } from '../../db/client.ts';
import { createPostgresDatabase, type TestDatabaseKind } from '../databases.ts';
import { pgliteMemoryImage } from '../pglite-memory-image.ts';

export interface FreshDatabase {
  database: Database;
  /** Closes the connection and drops the PostgreSQL database, if one was created. */
  dispose(): Promise<void>;
}

/** An empty, migrated database of the given kind for one test. */
export async function openFreshDatabase(kind: TestDatabaseKind): Promise<FreshDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: null, memoryImage: pgliteMemoryImage() });
    return { database, dispose: () => database.close() };
  }
  const pg = await createPostgresDatabase();
  const database = await openDatabase({ kind: 'postgres', url: pg.url });
  return {
    database,
    dispose: async () => {
      await database.close();
      await pg.drop();
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
