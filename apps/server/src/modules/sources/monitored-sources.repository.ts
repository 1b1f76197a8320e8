import { randomUUID } from 'node:crypto';
import {
  STATUS,
  type LiteratureDatabase,
  type MonitoredSource,
  type SyncSchedule,
  type SyncSummary,
} from '@vigila/domain';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { items, monitoredSources } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';

export type SourceRow = typeof monitoredSources.$inferSelect;
export type SourceRowWithCounts = SourceRow & { itemCount: number; pendingCount: number };

export async function findSourceByKey(
  db: DbExecutor,
  orgId: string,
  source: MonitoredSource,
  key: string,
): Promise<SourceRow | null> {
  const [row] = await db
    .select()
    .from(monitoredSources)
    .where(
      and(
        eq(monitoredSources.orgId, orgId),
        eq(monitoredSources.source, source),
        eq(monitoredSources.key, key),
      ),
    );
  return row ?? null;
}

export async function findSourceById(db: DbExecutor, orgId: string, id: string): Promise<SourceRow | null> {
  const [row] = await db
    .select()
    .from(monitoredSources)
    .where(and(eq(monitoredSources.orgId, orgId), eq(monitoredSources.id, id)));
  return row ?? null;
}

/** Creates the source unless the organisation already monitors that key (two adds at once make one source). */
export async function insertSourceIfAbsent(
  db: DbExecutor,
  values: {
    orgId: string;
    source: MonitoredSource;
    key: string;
    databases: LiteratureDatabase[];
    schedule: SyncSchedule;
    nextSyncAt: Date | null;
    createdBy: string;
  },
): Promise<{ row: SourceRow; created: boolean }> {
  const [inserted] = await db
    .insert(monitoredSources)
    .values({ id: randomUUID(), ...values })
    .onConflictDoNothing({ target: [monitoredSources.orgId, monitoredSources.source, monitoredSources.key] })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const existing = await findSourceByKey(db, values.orgId, values.source, values.key);
  if (!existing)
    throw new Error(`Monitored source ${values.source}:${values.key} vanished while being added`);
  return { row: existing, created: false };
}

/** A literature term searched in one more database (kept once, in the order added). */
export async function addDatabase(
  db: DbExecutor,
  orgId: string,
  id: string,
  database: LiteratureDatabase,
): Promise<void> {
  await db
    .update(monitoredSources)
    .set({
      databases: sql`${monitoredSources.databases} || ${JSON.stringify([database])}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(monitoredSources.orgId, orgId),
        eq(monitoredSources.id, id),
        sql`not (${monitoredSources.databases} ? ${database})`,
      ),
    );
}

export async function updateSource(
  db: DbExecutor,
  orgId: string,
  id: string,
  patch: Partial<Pick<SourceRow, 'label' | 'schedule' | 'nextSyncAt'>> & { lastSync?: SyncSummary },
): Promise<SourceRow | null> {
  const [row] = await db
    .update(monitoredSources)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(monitoredSources.orgId, orgId), eq(monitoredSources.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteSource(db: DbExecutor, orgId: string, id: string): Promise<void> {
  await db
    .delete(monitoredSources)
    .where(and(eq(monitoredSources.orgId, orgId), eq(monitoredSources.id, id)));
}

/**
 * The organisation's sources with their item counts, counted in SQL: items of the source whose source_key is the
 * key, and for literature also the articles that list the term in data.search_terms (found by several terms).
 */
export async function listSourcesWithCounts(
  db: DbExecutor,
  orgId: string,
  filter: { source?: MonitoredSource; id?: string } = {},
): Promise<SourceRowWithCounts[]> {
  const ofSource = sql`${items.orgId} = ${monitoredSources.orgId} and ${items.source} = ${monitoredSources.source}
    and (${items.sourceKey} = ${monitoredSources.key} or (${monitoredSources.source} = 'literature'
      and ${items.data}->'search_terms' @> jsonb_build_array(${monitoredSources.key})))`;
  return db
    .select({
      ...getTableColumns(monitoredSources),
      itemCount: sql<number>`(select count(*) from ${items} where ${ofSource})::int`,
      pendingCount: sql<number>`(select count(*) from ${items} where ${ofSource} and ${items.statusId} = ${STATUS.pending})::int`,
    })
    .from(monitoredSources)
    .where(
      and(
        eq(monitoredSources.orgId, orgId),
        filter.source ? eq(monitoredSources.source, filter.source) : undefined,
        filter.id ? eq(monitoredSources.id, filter.id) : undefined,
      ),
    )
    .orderBy(asc(monitoredSources.source), asc(monitoredSources.createdAt), asc(monitoredSources.key));
}
