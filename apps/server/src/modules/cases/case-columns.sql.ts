import { getTableColumns, type Column } from 'drizzle-orm';
import { cases } from '../../db/schema/index.ts';

const columns: Record<string, Column> = getTableColumns(cases);

/** The column of one E2B form field (CASE_FIELDS): the table has one per field, named after it. */
export function formColumn(field: string): Column {
  const column = columns[field];
  if (!column) throw new Error(`cases has no column for form field ${field}`);
  return column;
}
