import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { customReports, users } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';

/** A saved report as stored, with its author's name (null once the author's account is gone). */
export interface SavedReportRow {
  id: string;
  name: string;
  definition: unknown;
  createdBy: string | null;
  createdByName: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const savedColumns = {
  id: customReports.id,
  name: customReports.name,
  definition: customReports.definition,
  createdBy: customReports.createdBy,
  createdByName: users.name,
  createdAt: customReports.createdAt,
  updatedAt: customReports.updatedAt,
};

/** The organisation's saved reports, last changed first. */
export async function listSavedReports(db: DbExecutor, orgId: string): Promise<SavedReportRow[]> {
  return db
    .select(savedColumns)
    .from(customReports)
    .leftJoin(users, eq(users.id, customReports.createdBy))
    .where(eq(customReports.orgId, orgId))
    .orderBy(desc(customReports.updatedAt), desc(customReports.id));
}

export async function findSavedReport(
  db: DbExecutor,
  orgId: string,
  id: string,
): Promise<SavedReportRow | null> {
  const [row] = await db
    .select(savedColumns)
    .from(customReports)
    .leftJoin(users, eq(users.id, customReports.createdBy))
    .where(and(eq(customReports.orgId, orgId), eq(customReports.id, id)))
    .for('update', { of: customReports });
  return row ?? null;
}

/** Whether another report of the organisation (not `exceptId`) has this name. */
export async function nameTaken(
  db: DbExecutor,
  orgId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: customReports.id })
    .from(customReports)
    .where(
      and(
        eq(customReports.orgId, orgId),
        eq(customReports.name, name),
        exceptId ? ne(customReports.id, exceptId) : undefined,
      ),
    );
  return row !== undefined;
}

/** Inserts a report; false when the name is taken in the organisation (the unique index decides). */
export async function insertSavedReport(
  db: DbExecutor,
  row: { id: string; orgId: string; name: string; definition: unknown; createdBy: string },
): Promise<boolean> {
  const inserted = await db
    .insert(customReports)
    .values(row)
    .onConflictDoNothing({ target: [customReports.orgId, customReports.name] })
    .returning({ id: customReports.id });
  return inserted.length > 0;
}

export async function updateSavedReport(
  db: DbExecutor,
  orgId: string,
  id: string,
  change: { name: string; definition: unknown },
): Promise<void> {
  await db
    .update(customReports)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(eq(customReports.orgId, orgId), eq(customReports.id, id)));
}

export async function deleteSavedReport(db: DbExecutor, orgId: string, id: string): Promise<void> {
  await db.delete(customReports).where(and(eq(customReports.orgId, orgId), eq(customReports.id, id)));
}
