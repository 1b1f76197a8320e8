import {
  CASE_FIELDS,
  type AdditionalEntries,
  type CaseFieldValue,
  type CaseStatus,
  type CaseType,
  type StoredPairAssessment,
} from '@vigila/domain';
import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { cases } from '../../db/schema/index.ts';
import type { DbExecutor } from '../../db/transaction.ts';
import { dueDateSql, overdueSql, seriousSql } from './case-clock.sql.ts';
import { formColumn } from './case-columns.sql.ts';

/** The typed core columns; the form columns are read through formValues (they are generated from CASE_FIELDS). */
export type CaseCoreRow = typeof cases.$inferSelect;
export type CaseForm = Record<string, CaseFieldValue>;

/** The columns a list row needs: not the ~110 form columns, which only the case page reads. */
const summaryColumns = {
  id: cases.id,
  orgId: cases.orgId,
  itemId: cases.itemId,
  referenceId: cases.referenceId,
  source: cases.source,
  comment: cases.comment,
  username: cases.username,
  publishedAt: cases.publishedAt,
  caseType: cases.caseType,
  status: cases.status,
  adr: cases.adr,
  pqc: cases.pqc,
  mi: cases.mi,
  dayZero: cases.dayZero,
  latestReceiptAt: cases.latestReceiptAt,
  obligationDueReceiver: cases.obligationDueReceiver,
  createdBy: cases.createdBy,
  createdAt: cases.createdAt,
  updatedAt: cases.updatedAt,
};
export type CaseSummaryRow = Pick<CaseCoreRow, keyof typeof summaryColumns>;

/** A list row: the summary columns and the regulatory clock computed in SQL. */
export interface CaseSummaryRecord {
  row: CaseSummaryRow;
  serious: boolean;
  dueDate: string;
  overdue: boolean;
}

/** A case as read for its page and edits: the row, its form, and the regulatory clock. */
export interface CaseRecord extends CaseSummaryRecord {
  row: CaseCoreRow;
  form: CaseForm;
}

export interface CaseFilters {
  status?: CaseStatus | undefined;
  caseType?: CaseType | undefined;
  source?: string | undefined;
  overdue?: boolean | undefined;
  itemId?: string | undefined;
}

const allColumns = getTableColumns(cases);
const clockColumns = { serious: seriousSql, dueDate: dueDateSql, overdue: overdueSql };
const NEWEST_EDIT_FIRST = [desc(cases.updatedAt), desc(cases.id)];

function formValue(raw: unknown): CaseFieldValue {
  return typeof raw === 'string' || typeof raw === 'boolean' ? raw : null;
}

/** Every form field of a selected row (null when unset), by its snake_case name. */
function formOf(selected: Record<string, unknown>): CaseForm {
  return Object.fromEntries(CASE_FIELDS.map(({ field }) => [field, formValue(selected[field])]));
}

type SelectedCase = CaseCoreRow & { serious: boolean; dueDate: string; overdue: boolean };

function toRecord(selected: SelectedCase): CaseRecord {
  const { serious, dueDate, overdue, ...row } = selected;
  return { row, form: formOf(selected), serious, dueDate, overdue };
}

/** The cases list's filters, always within one organisation (the CSV export reads with them too). */
export function filterConditions(orgId: string, filters: CaseFilters): SQL | undefined {
  return and(
    eq(cases.orgId, orgId),
    filters.status !== undefined ? eq(cases.status, filters.status) : undefined,
    filters.caseType !== undefined ? eq(cases.caseType, filters.caseType) : undefined,
    filters.source !== undefined ? eq(cases.source, filters.source) : undefined,
    filters.overdue === undefined ? undefined : filters.overdue ? overdueSql : sql`not ${overdueSql}`,
    filters.itemId !== undefined ? eq(cases.itemId, filters.itemId) : undefined,
  );
}

export async function listCaseRecords(
  db: DbExecutor,
  orgId: string,
  filters: CaseFilters,
  page: { limit: number; offset: number },
): Promise<CaseSummaryRecord[]> {
  const rows = await db
    .select({ ...summaryColumns, ...clockColumns })
    .from(cases)
    .where(filterConditions(orgId, filters))
    .orderBy(...NEWEST_EDIT_FIRST)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ serious, dueDate, overdue, ...row }) => ({ row, serious, dueDate, overdue }));
}

export async function countCaseRecords(db: DbExecutor, orgId: string, filters: CaseFilters): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cases)
    .where(filterConditions(orgId, filters));
  return row?.n ?? 0;
}

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;

/** The count cards in one scan of the organisation's cases. */
export async function countCasesByStatus(db: DbExecutor, orgId: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      new: countWhere(sql`${cases.status} = 'new'`),
      progress: countWhere(sql`${cases.status} = 'progress'`),
      completed: countWhere(sql`${cases.status} = 'completed'`),
      overdue: countWhere(overdueSql),
    })
    .from(cases)
    .where(eq(cases.orgId, orgId));
  return row ?? { total: 0, new: 0, progress: 0, completed: 0, overdue: 0 };
}

/** One case of the organisation; `forUpdate` locks it so concurrent edits audit the value they replaced. */
export async function findCaseRecord(
  db: DbExecutor,
  orgId: string,
  id: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<CaseRecord | null> {
  const query = db
    .select({ ...allColumns, ...clockColumns })
    .from(cases)
    .where(and(eq(cases.orgId, orgId), eq(cases.id, id)));
  const [selected] = forUpdate ? await query.for('update') : await query;
  return selected ? toRecord(selected) : null;
}

export async function findCaseIdOfItem(
  db: DbExecutor,
  orgId: string,
  itemId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.orgId, orgId), eq(cases.itemId, itemId)));
  return row?.id ?? null;
}

export type NewCase = Omit<typeof cases.$inferInsert, 'createdAt' | 'updatedAt'>;

export async function insertCase(db: DbExecutor, values: NewCase, form: CaseForm): Promise<void> {
  await db.insert(cases).values({ ...form, ...values });
}

/** Sets one column (a form field or case_type) and bumps updated_at. */
export async function updateCaseColumn(
  db: DbExecutor,
  orgId: string,
  id: string,
  column: 'caseType' | { formField: string },
  value: CaseFieldValue,
): Promise<void> {
  const key = typeof column === 'string' ? column : formColumn(column.formField).name;
  // The form columns' property names are their SQL names (schema/cases.ts), so the field name is the key.
  await db
    .update(cases)
    .set({ [key]: value, updatedAt: sql`now()` })
    .where(and(eq(cases.orgId, orgId), eq(cases.id, id)));
}

/**
 * Writes a repeatable section whole: its first entry into the case's own columns (a field the entry lacks becomes
 * null) and the rest into additional_entries, in the caller's transaction.
 */
export async function writeCaseSection(
  db: DbExecutor,
  orgId: string,
  id: string,
  fields: readonly string[],
  first: Readonly<Partial<Record<string, CaseFieldValue>>>,
  additional: AdditionalEntries,
): Promise<void> {
  const columnsOfFirst = Object.fromEntries(
    fields.map((field) => [formColumn(field).name, first[field] ?? null]),
  );
  await db
    .update(cases)
    .set({ ...columnsOfFirst, additionalEntries: additional, updatedAt: sql`now()` })
    .where(and(eq(cases.orgId, orgId), eq(cases.id, id)));
}

/** Sets or clears the case's assignee. */
export async function updateCaseAssignee(
  db: DbExecutor,
  orgId: string,
  id: string,
  assigneeId: string | null,
): Promise<void> {
  await db
    .update(cases)
    .set({ assigneeId, updatedAt: sql`now()` })
    .where(and(eq(cases.orgId, orgId), eq(cases.id, id)));
}

/** Day 0 (the initial receipt) and the latest receipt of a case. */
export async function updateCaseReceiptDates(
  db: DbExecutor,
  orgId: string,
  id: string,
  receipt: { dayZero: Date; latestReceiptAt: Date },
): Promise<void> {
  await db
    .update(cases)
    .set({ ...receipt, updatedAt: sql`now()` })
    .where(and(eq(cases.orgId, orgId), eq(cases.id, id)));
}

/** A workflow move: the step, the SPEC status it gives, the data entry's author and the new step's assignee. */
export async function updateCaseWorkflow(
  db: DbExecutor,
  orgId: string,
  id: string,
  values: { workflowStep: string; status: CaseStatus; dataEntryBy: string | null; assigneeId: string | null },
): Promise<void> {
  await db
    .update(cases)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(cases.orgId, orgId), eq(cases.id, id)));
}

/** Replaces the case's drug–reaction assessments (decision 0041) and bumps updated_at, in the caller's transaction. */
export async function updateCaseAssessments(
  db: DbExecutor,
  orgId: string,
  id: string,
  assessments: readonly StoredPairAssessment[],
): Promise<void> {
  await db
    .update(cases)
    .set({ assessments, updatedAt: sql`now()` })
    .where(and(eq(cases.orgId, orgId), eq(cases.id, id)));
}

/** Lifts the possibly-serious mark of a case (issue 27): a reviewer downgraded it; the audit event keeps the words. */
export async function clearPossiblySerious(db: DbExecutor, orgId: string, id: string): Promise<void> {
  await db
    .update(cases)
    .set({ possiblySeriousWords: null, updatedAt: sql`now()` })
    .where(and(eq(cases.orgId, orgId), eq(cases.id, id)));
}
