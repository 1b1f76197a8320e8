import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { migrationsAreCurrent } from './migrations-current.ts';
import { copyInitialImage, PGLITE_EXTENSIONS, PGLITE_START_PARAMS } from './pglite-initial-image.ts';
import { SERVER_ROOT } from '../server-root.ts';

/** One Drizzle type for both drivers, so repositories never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseTarget =
  // dataDir null: in memory (tests). initialImage: the empty-cluster image (default: beside the bundle; null: none).
  // memoryImage, in memory only: a dump (PGlite's dumpDataDir) of a migrated cluster to start from, 0.3 s instead
  // of initdb and every migration, 2 s (the integration tests start hundreds of clusters).
  | { kind: 'pglite'; dataDir: string | null; initialImage?: string | null; memoryImage?: Blob }
  | { kind: 'postgres'; url: string };

export interface Database {
  db: Db;
  kind: DatabaseTarget['kind'];
  /** The connection underneath, for pg-boss: its own pool on PostgreSQL, an adapter on PGlite's one connection. */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
  /** Runs a trivial query; throws when the database cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = join(SERVER_ROOT, 'drizzle');

async function openPglite(
  dataDir: string | null,
  initialImage?: string | null,
  memoryImage?: Blob,
): Promise<Database> {
  const lock = dataDir ? await lockDataDir(dataDir) : null;
  try {
    const options = { extensions: PGLITE_EXTENSIONS, startParams: PGLITE_START_PARAMS };
    const clusterDir = dataDir ? join(dataDir, 'pglite') : null;
    if (clusterDir && initialImage !== null) copyInitialImage(clusterDir, initialImage);
    const client = clusterDir
      ? await PGlite.create(clusterDir, options)
      : await PGlite.create({ ...options, loadDataDir: memoryImage });
    const db = drizzlePglite(client, { schema });
    if (!(await migrationsAreCurrent(db, MIGRATIONS_FOLDER)))
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      driver: { kind: 'pglite', client },
      ping: async () => {
        await client.query('select 1');
      },
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function openPostgres(url: string): Promise<Database> {
  // Loaded only here, so the embedded database's start (the default) does not wait for the PostgreSQL driver.
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closed (restart, failover, admin termination) is dropped by the pool and the
  // next query opens a new one. Without a listener that 'error' event would end the whole process.
  pool.on('error', () => undefined);
  try {
    const db = drizzlePg(pool, { schema });
    if (!(await migrationsAreCurrent(db, MIGRATIONS_FOLDER)))
      await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      driver: { kind: 'postgres', url },
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

/** Opens the database and applies the committed migrations not applied yet (both migrators re-run safely). */
export function openDatabase(target: DatabaseTarget): Promise<Database> {
  switch (target.kind) {
    case 'pglite':
      return openPglite(target.dataDir, target.initialImage, target.memoryImage);
    case 'postgres':
      return openPostgres(target.url);
  }
}
