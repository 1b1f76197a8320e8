import { MEDDRA_FILES, type MeddraFileName } from '@vigila/domain';

/** Fields per record of each file of the ASCII distribution (the trailing `$` closes the last one). */
const FIELD_COUNTS: Readonly<Record<MeddraFileName, number>> = {
  'llt.asc': 11,
  'pt.asc': 11,
  'hlt.asc': 9,
  'hlgt.asc': 9,
  'soc.asc': 10,
  'mdhier.asc': 12,
};

/** A release is refused with the first problems found; more than this says nothing new. */
const MAX_PROBLEMS = 10;

const CODE = /^\d{8}$/;

/** One LLT as stored: with its PT and the PT's primary SOC, so the search reads one row. */
export interface ParsedTerm {
  lltCode: string;
  lltName: string;
  ptCode: string;
  ptName: string;
  socCode: string;
  socName: string;
  current: boolean;
}

/** The problems of a refused release, each naming its file and line ("llt.asc line 12: expected 11 fields…"). */
export class MeddraReleaseError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`This MedDRA release cannot be loaded: ${problems.join('; ')}`);
    this.name = 'MeddraReleaseError';
    this.problems = problems;
  }
}

/**
 * The distribution's bytes as text. Releases are UTF-8 nowadays; a file that is not valid UTF-8 is read as
 * Windows-1252, which older non-English releases used, rather than refusing a licensed release for its encoding.
 */
export function decodeMeddraFile(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

interface Row {
  line: number;
  fields: string[];
}

class Problems {
  readonly list: string[] = [];
  add(problem: string): void {
    if (this.list.length < MAX_PROBLEMS) this.list.push(problem);
  }
  get full(): boolean {
    return this.list.length >= MAX_PROBLEMS;
  }
}

/** The records of one file: `$`-separated fields, one record per line, each line ending in `$`. */
function recordsOf(file: MeddraFileName, text: string, problems: Problems): Row[] {
  const rows: Row[] = [];
  const expected = FIELD_COUNTS[file];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '' || problems.full) return;
    if (!raw.endsWith('$')) {
      problems.add(`${file} line ${line}: a record must end with "$"`);
      return;
    }
    const fields = raw.slice(0, -1).split('$');
    if (fields.length !== expected) {
      problems.add(`${file} line ${line}: expected ${expected} fields, found ${fields.length}`);
      return;
    }
    rows.push({ line, fields });
  });
  if (rows.length === 0 && !problems.full) problems.add(`${file} has no records`);
  return rows;
}

/** code → name of a file whose records start with code$name$ (pt, hlt, hlgt, soc), checking both. */
function namesOf(file: MeddraFileName, rows: Row[], problems: Problems): Map<string, string> {
  const names = new Map<string, string>();
  for (const { line, fields } of rows) {
    const [code = '', name = ''] = fields;
    if (!CODE.test(code)) problems.add(`${file} line ${line}: "${code}" is not an 8-digit code`);
    else if (name.trim() === '') problems.add(`${file} line ${line}: the name is empty`);
    else if (names.has(code)) problems.add(`${file} line ${line}: code ${code} appears twice`);
    else names.set(code, name.trim());
  }
  return names;
}

/** Each PT's primary SOC, from mdhier.asc (primary_soc_fg Y), checking every code it names. */
function primarySocs(
  rows: Row[],
  known: {
    pts: Map<string, string>;
    hlts: Map<string, string>;
    hlgts: Map<string, string>;
    socs: Map<string, string>;
  },
  problems: Problems,
): Map<string, string> {
  const primary = new Map<string, string>();
  for (const { line, fields } of rows) {
    const [ptCode = '', hltCode = '', hlgtCode = '', socCode = ''] = fields;
    const flag = fields[11];
    const references: [string, string, Map<string, string>, string][] = [
      ['PT', ptCode, known.pts, 'pt.asc'],
      ['HLT', hltCode, known.hlts, 'hlt.asc'],
      ['HLGT', hlgtCode, known.hlgts, 'hlgt.asc'],
      ['SOC', socCode, known.socs, 'soc.asc'],
    ];
    const unknown = references.find(([, code, names]) => !names.has(code));
    if (unknown) {
      const [level, code, , file] = unknown;
      problems.add(`mdhier.asc line ${line}: ${level} ${code} is not in ${file}`);
    } else if (flag === 'Y') {
      if (primary.has(ptCode)) problems.add(`mdhier.asc line ${line}: PT ${ptCode} has a second primary SOC`);
      else primary.set(ptCode, socCode);
    } else if (flag !== 'N') {
      problems.add(`mdhier.asc line ${line}: primary_soc_fg must be Y or N, found "${flag ?? ''}"`);
    }
  }
  return primary;
}

/**
 * The six files of a MedDRA ASCII release, checked and flattened into its LLTs (decision 0018). Throws a
 * MeddraReleaseError naming each problem's file and line; a release with any problem is refused whole.
 */
export function parseMeddraRelease(files: Partial<Record<MeddraFileName, string>>): ParsedTerm[] {
  const problems = new Problems();
  const missing = MEDDRA_FILES.filter((file) => files[file] === undefined);
  if (missing.length > 0) throw new MeddraReleaseError(missing.map((file) => `${file} is missing`));
  const rows = Object.fromEntries(
    MEDDRA_FILES.map((file) => [file, recordsOf(file, files[file] ?? '', problems)]),
  ) as Record<MeddraFileName, Row[]>;
  if (problems.list.length > 0) throw new MeddraReleaseError(problems.list);

  const pts = namesOf('pt.asc', rows['pt.asc'], problems);
  const hlts = namesOf('hlt.asc', rows['hlt.asc'], problems);
  const hlgts = namesOf('hlgt.asc', rows['hlgt.asc'], problems);
  const socs = namesOf('soc.asc', rows['soc.asc'], problems);
  const primary = primarySocs(rows['mdhier.asc'], { pts, hlts, hlgts, socs }, problems);
  for (const ptCode of pts.keys()) {
    if (!primary.has(ptCode)) problems.add(`mdhier.asc: PT ${ptCode} has no primary SOC`);
  }

  const terms: ParsedTerm[] = [];
  const seen = new Set<string>();
  for (const { line, fields } of rows['llt.asc']) {
    const [lltCode = '', lltName = '', ptCode = ''] = fields;
    const currency = fields[9];
    const where = `llt.asc line ${line}`;
    if (!CODE.test(lltCode)) problems.add(`${where}: "${lltCode}" is not an 8-digit code`);
    else if (seen.has(lltCode)) problems.add(`${where}: code ${lltCode} appears twice`);
    else if (lltName.trim() === '') problems.add(`${where}: the name is empty`);
    else if (!pts.has(ptCode))
      problems.add(`${where}: LLT ${lltCode} points to PT ${ptCode}, which is not in pt.asc`);
    else if (currency !== 'Y' && currency !== 'N') {
      problems.add(`${where}: llt_currency must be Y or N, found "${currency ?? ''}"`);
    } else {
      seen.add(lltCode);
      const socCode = primary.get(ptCode) ?? '';
      terms.push({
        lltCode,
        lltName: lltName.trim(),
        ptCode,
        ptName: pts.get(ptCode) ?? '',
        socCode,
        socName: socs.get(socCode) ?? '',
        current: currency === 'Y',
      });
    }
  }
  if (problems.list.length > 0) throw new MeddraReleaseError(problems.list);
  return terms;
}
