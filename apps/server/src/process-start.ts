import type { AppConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';

/** What the start-up line names as the database: never the password. */
export function describeTarget(config: AppConfig): string {
  const target = config.database;
  switch (target.kind) {
    case 'pglite':
      return `PGlite in ${target.dataDir ?? 'memory'}`;
    case 'postgres':
      return `PostgreSQL at ${new URL(target.url).host}`; // never the password
  }
}

/** The innermost cause: Drizzle wraps driver errors ("Failed query: …") around the useful one (ECONNREFUSED…). */
function rootMessage(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  if (current instanceof AggregateError && current.message === '') {
    return current.errors.map((inner) => rootMessage(inner)).join('; ');
  }
  return current instanceof Error ? current.message : String(current);
}

/** Opens the database or ends the process with one clear line (no stack trace for an expected situation). */
export async function openOrExit(config: AppConfig): Promise<Database> {
  try {
    return await openDatabase(config.database);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
    } else {
      console.error(`Could not open the database (${describeTarget(config)}): ${rootMessage(error)}`);
    }
    process.exit(1);
  }
}
