import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { DatabaseTarget } from '../db/client.ts';

/** The PostgreSQL server integration tests also run against, when one is reachable. */
export const TEST_POSTGRES_ADMIN_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A fresh, empty PostgreSQL database for one test file; dropped by the returned cleanup. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `vigila_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: TEST_POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export type TestDatabaseKind = DatabaseTarget['kind'];

/**
 * The databases an integration suite runs on: PGlite always; PostgreSQL when reachable, or always when
 * REQUIRE_POSTGRES=1 (CI sets it, so a missing server fails loudly instead of being skipped).
 */
export async function testDatabaseKinds(): Promise<TestDatabaseKind[]> {
  if (process.env.REQUIRE_POSTGRES === '1') return ['pglite', 'postgres'];
  return (await postgresReachable()) ? ['pglite', 'postgres'] : ['pglite'];
}
