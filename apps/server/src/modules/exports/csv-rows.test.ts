import { describe, expect, it } from 'vitest';
import {
  csvChunks,
  csvLines,
  guardCell,
  keysetPages,
  MAX_CELL_CHARACTERS,
  truncatedNote,
  UTF8_BOM,
  type CsvColumn,
} from './csv-rows.ts';

interface Row {
  id: string;
  text: string | null;
  flag: boolean;
}
const columns: CsvColumn<Row>[] = [
  { header: 'id', cell: (row) => row.id },
  { header: 'text', cell: (row) => row.text },
  { header: 'flag', cell: (row) => row.flag },
];

describe('CSV cells', () => {
  it('prefix text a spreadsheet would read as a formula with a single quote', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(guardCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    expect(guardCell('Nausea = mild')).toBe('Nausea = mild');
  });

  it('write flags as true/false and missing values as empty', () => {
    expect(guardCell(true)).toBe('true');
    expect(guardCell(false)).toBe('false');
    expect(guardCell(null)).toBe('');
  });

  it('quote commas, quotes and line breaks (RFC 4180), one CRLF line per row', () => {
    const lines = csvLines(columns, [{ id: 'a', text: 'He said "stop", then\nleft', flag: true }]);
    expect(lines).toBe('a,"He said ""stop"", then\nleft",true\r\n');
  });
});

describe('an export', () => {
  it('starts with the BOM and the header, then a chunk per page', async () => {
    const pages = [[{ id: '1', text: 'é', flag: false }], [{ id: '2', text: '=1+1', flag: true }]];
    const chunks: string[] = [];
    for await (const chunk of csvChunks(columns, pages)) chunks.push(chunk);
    expect(chunks).toEqual([`${UTF8_BOM}id,text,flag\r\n`, '1,é,false\r\n', "2,'=1+1,true\r\n"]);
  });

  it('reads keyset pages until a short page', async () => {
    const all = Array.from({ length: 25 }, (_, i) => i);
    const afters: (number | undefined)[] = [];
    const read = (after: number | undefined, limit: number) => {
      afters.push(after);
      const from = after === undefined ? 0 : after + 1;
      return Promise.resolve(all.slice(from, from + limit));
    };
    const seen: number[] = [];
    for await (const page of keysetPages(read, (n) => n, 10)) seen.push(...page);
    expect(seen).toEqual(all);
    expect(afters).toEqual([undefined, 9, 19]);
  });
});

describe('cells a spreadsheet can hold', () => {
  it('keeps a cell of 32,767 characters whole, and cuts a longer one with a note that says so', () => {
    const fits = 'a'.repeat(MAX_CELL_CHARACTERS);
    expect(guardCell(fits)).toBe(fits);
    const thread = 'Patient reports rash. '.repeat(55_000); // 1.2 MB, as a long e-mail thread
    const cell = guardCell(thread);
    expect(cell).toHaveLength(MAX_CELL_CHARACTERS);
    expect(cell.startsWith('Patient reports rash.')).toBe(true);
    expect(cell.endsWith(truncatedNote(thread.length))).toBe(true);
    expect(cell).toContain('of 1,210,000 characters: the whole text is in Vigila]');
  });

  it('never cuts between the two halves of a character outside the basic plane', () => {
    const emoji = '😷'.repeat(MAX_CELL_CHARACTERS); // each one two UTF-16 units
    const cell = guardCell(emoji);
    expect(cell.length).toBeLessThanOrEqual(MAX_CELL_CHARACTERS);
    // A lone high surrogate would be written as U+FFFD: the text must encode and decode unchanged.
    expect(Buffer.from(cell, 'utf8').toString('utf8')).toBe(cell);
  });
});
