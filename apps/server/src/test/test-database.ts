import { openDatabase, type Database } from '../db/client.ts';
import { createPostgresDatabase, type TestDatabaseKind } from './databases.ts';
import { pgliteMemoryImage } from './pglite-memory-image.ts';

/** A fresh, migrated database of the given kind; `drop` removes the PostgreSQL one after closing it. */
export async function openTestDatabase(
  kind: TestDatabaseKind,
): Promise<{ database: Database; url: string | null; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: null, memoryImage: pgliteMemoryImage() });
    return { database, url: null, drop: () => Promise.resolve() };
  }
  const pg = await createPostgresDatabase();
  return { database: await openDatabase({ kind: 'postgres', url: pg.url }), url: pg.url, drop: pg.drop };
}

/** A logger that keeps quiet in tests but remembers what it was told. */
export function recordingLogger() {
  const lines: { level: 'info' | 'warn' | 'error'; message: string; object: object }[] = [];
  const at = (level: 'info' | 'warn' | 'error') => (object: object, message: string) => {
    lines.push({ level, message, object });
  };
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}
