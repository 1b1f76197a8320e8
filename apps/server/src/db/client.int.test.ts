import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import { auditEvents } from './schema/index.ts';
import { createPostgresDatabase, testDatabaseKinds } from '../test/databases.ts';

const kinds = await testDatabaseKinds();

async function withDatabase(kind: (typeof kinds)[number], run: (database: Database) => Promise<void>) {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      await run(database);
    } finally {
      await database.close();
    }
    return;
  }
  const pgDb = await createPostgresDatabase();
  const database = await openDatabase({ kind: 'postgres', url: pgDb.url });
  try {
    await run(database);
  } finally {
    await database.close();
    await pgDb.drop();
  }
}

describe.each(kinds)('database on %s', (kind) => {
  it('applies the migrations and keeps audit events append-only', async () => {
    await withDatabase(kind, async (database) => {
      const { db } = database;
      await database.ping();
      await db.insert(auditEvents).values({ type: 'test.event', data: { ok: true } });
      const rows = await db.select().from(auditEvents);
      expect(rows).toHaveLength(1);
      await expect(db.execute(sql`update audit_events set type = 'changed'`)).rejects.toThrow();
      await expect(db.execute(sql`delete from audit_events`)).rejects.toThrow();
      const after = await db.select().from(auditEvents);
      expect(after[0]?.type).toBe('test.event');
    });
  });
});
