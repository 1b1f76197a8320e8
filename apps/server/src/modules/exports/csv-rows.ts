import { stringify } from 'csv-stringify/sync';

/** A cell as the export writes it: text, a yes/no flag, or empty. */
export type CsvValue = string | boolean | null | undefined;

/** One column of an export: its header and how a row gives its cell. */
export interface CsvColumn<R> {
  header: string;
  cell: (row: R) => CsvValue;
}

/** UTF-8 byte order mark: Excel then reads the file as UTF-8 (accents in Spanish narratives). */
export const UTF8_BOM = '\ufeff';

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The most characters a spreadsheet keeps in a cell (Excel and LibreOffice: 32,767). A longer cell — an e-mail's
 * whole thread, say — spills over the rows after it or makes the file unreadable, so it is cut here with a note.
 */
export const MAX_CELL_CHARACTERS = 32_767;

/** The note that ends a cut cell: the reader knows the text goes on, and where to read it whole. */
export const truncatedNote = (length: number) =>
  ` […cut at ${MAX_CELL_CHARACTERS.toLocaleString('en')} of ${length.toLocaleString('en')} characters: the whole text is in Vigila]`;

/** A cell no longer than a spreadsheet keeps, with the note when it had to be cut (and no half of a surrogate pair). */
function fitCell(value: string): string {
  if (value.length <= MAX_CELL_CHARACTERS) return value;
  const note = truncatedNote(value.length);
  let end = MAX_CELL_CHARACTERS - note.length;
  const last = value.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${value.slice(0, end)}${note}`;
}

/**
 * A cell a spreadsheet will not run and can hold: text starting like a formula gets a leading single quote, and text
 * past 32,767 characters is cut with a note.
 */
export function guardCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return fitCell(FORMULA_START.test(value) ? `'${value}` : value);
}

/** The header line of an export. */
export function csvHeader<R>(columns: readonly CsvColumn<R>[]): string {
  return stringify([columns.map((column) => column.header)], { record_delimiter: 'windows' });
}

/** Lines of CSV for `rows` (RFC 4180: CRLF, quotes doubled), every cell guarded. */
export function csvLines<R>(columns: readonly CsvColumn<R>[], rows: readonly R[]): string {
  if (rows.length === 0) return '';
  return stringify(
    rows.map((row) => columns.map((column) => guardCell(column.cell(row)))),
    { record_delimiter: 'windows' },
  );
}

/**
 * A whole export as text chunks: the BOM and header, then one chunk per page read. `pages` yields pages as they
 * are read, so a large list is written while it is read and never held whole.
 */
export async function* csvChunks<R>(
  columns: readonly CsvColumn<R>[],
  pages: AsyncIterable<readonly R[]> | Iterable<readonly R[]>,
): AsyncGenerator<string> {
  yield UTF8_BOM + csvHeader(columns);
  for await (const page of pages) {
    const lines = csvLines(columns, page);
    if (lines !== '') yield lines;
  }
}

/**
 * Reads a list in keyset pages: each page starts after the last row of the one before, so every row comes out
 * exactly once however long the list (the order must be total, tie-broken by id).
 */
export async function* keysetPages<R, P>(
  readPage: (after: P | undefined, limit: number) => Promise<R[]>,
  positionOf: (row: R) => P,
  pageSize: number,
): AsyncGenerator<R[]> {
  let after: P | undefined;
  for (;;) {
    const rows = await readPage(after, pageSize);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (rows.length < pageSize || last === undefined) return;
    after = positionOf(last);
  }
}
