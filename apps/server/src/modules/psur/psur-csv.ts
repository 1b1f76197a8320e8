import {
  e2bCodeNameEn,
  SERIOUSNESS_FIELDS,
  type PsurCountRow,
  type PsurFlaggedRow,
  type PsurLine,
  type PsurReactionRow,
  type PsurTable,
} from '@vigila/domain';
import type { DbExecutor } from '../../db/transaction.ts';
import type { Caller } from '../../http/caller.ts';
import { csvChunks, type CsvColumn } from '../exports/index.ts';
import {
  caseKeyCounts,
  lineListing,
  outcomeCounts,
  reactionCounts,
  scopedCases,
  seriousnessCounts,
} from './psur.repository.ts';
import { flaggedItemCounts } from './psur-flagged.repository.ts';
import { presentFlagged, presentLine, psurScope, seriousnessRows, type PsurRequest } from './psur.service.ts';

const text = (value: number) => String(value);
/** A coded value as its English name ('801' → 'Year'): a line listing is read outside the app, without the code lists. */
const named = (list: string) => (code: string | null) => (code === null ? null : e2bCodeNameEn(list, code));
const ageUnit = named('ageUnit');
const sex = named('gender');
const route = named('route');
const outcome = named('reactionOutcome');

const REACTION_COLUMNS: readonly CsvColumn<PsurReactionRow>[] = [
  { header: 'soc_code', cell: (row) => row.soc_code },
  { header: 'soc', cell: (row) => row.soc_name ?? (row.soc_code === null ? 'not coded' : null) },
  { header: 'row', cell: (row) => (row.is_soc_total ? 'soc_total' : row.pt_code === null ? 'term' : 'pt') },
  { header: 'pt_code', cell: (row) => row.pt_code },
  { header: 'pt', cell: (row) => row.pt_name },
  { header: 'reported_term', cell: (row) => row.term },
  { header: 'interval_cases', cell: (row) => text(row.interval) },
  { header: 'interval_serious', cell: (row) => text(row.interval_serious) },
  { header: 'interval_non_serious', cell: (row) => text(row.interval - row.interval_serious) },
  { header: 'cumulative_cases', cell: (row) => text(row.cumulative) },
  { header: 'cumulative_serious', cell: (row) => text(row.cumulative_serious) },
  { header: 'cumulative_non_serious', cell: (row) => text(row.cumulative - row.cumulative_serious) },
];

const countColumns = (key: string): readonly CsvColumn<PsurCountRow>[] => [
  { header: key, cell: (row) => row.key },
  { header: 'interval', cell: (row) => text(row.interval) },
  { header: 'cumulative', cell: (row) => text(row.cumulative) },
];

const join = (values: readonly (string | null)[]) => values.filter((value) => value).join('; ');

const LINE_COLUMNS: readonly CsvColumn<PsurLine>[] = [
  { header: 'case_id', cell: (row) => row.case_id },
  { header: 'reference_id', cell: (row) => row.reference_id },
  { header: 'receipt_date', cell: (row) => row.receipt_date },
  { header: 'country', cell: (row) => row.country },
  { header: 'age', cell: (row) => row.age },
  { header: 'age_unit', cell: (row) => ageUnit(row.age_unit) },
  { header: 'sex', cell: (row) => sex(row.sex) },
  {
    header: 'suspect_drugs',
    cell: (row) =>
      join(
        row.drugs.map((drug) =>
          [
            drug.product ?? drug.substance,
            drug.product && drug.substance ? `(${drug.substance})` : null,
            drug.dose ? `${drug.dose}${drug.dose_unit ? ` ${drug.dose_unit}` : ''}` : null,
            drug.route ? `route ${route(drug.route) ?? ''}` : null,
          ]
            .filter(Boolean)
            .join(' '),
        ),
      ),
  },
  {
    header: 'reactions',
    cell: (row) => join(row.reactions.map((reaction) => reaction.pt_name ?? reaction.term)),
  },
  { header: 'serious', cell: (row) => row.serious },
  { header: 'seriousness_criteria', cell: (row) => join(row.criteria) },
  {
    header: 'outcomes',
    cell: (row) => join(row.reactions.map((reaction) => outcome(reaction.outcome))),
  },
  { header: 'source', cell: (row) => row.source },
  { header: 'status', cell: (row) => row.status },
];

const FLAGGED_COLUMNS: readonly CsvColumn<PsurFlaggedRow>[] = [
  { header: 'source', cell: (row) => row.source },
  { header: 'flagged', cell: (row) => text(row.flagged) },
  { header: 'adr', cell: (row) => text(row.adr) },
  { header: 'pqc', cell: (row) => text(row.pqc) },
  { header: 'mi', cell: (row) => text(row.mi) },
];

/** One PSUR table as CSV (decision 0023), through the lists' CSV writer: BOM, header, guarded cells. */
export async function* psurTableCsv(
  db: DbExecutor,
  caller: Caller,
  request: PsurRequest,
  table: PsurTable,
): AsyncGenerator<string> {
  const scope = psurScope(caller, request);
  if (table === 'flagged-items') {
    yield* csvChunks(FLAGGED_COLUMNS, [
      presentFlagged(await flaggedItemCounts(db, scope, request.product.trim())),
    ]);
    return;
  }
  const scoped = await scopedCases(db, scope);
  switch (table) {
    case 'reactions':
      yield* csvChunks(REACTION_COLUMNS, [await reactionCounts(db, scope, scoped)]);
      return;
    case 'seriousness':
      yield* csvChunks(countColumns('seriousness'), [
        seriousnessRows(await seriousnessCounts(db, scope, scoped), scoped),
      ]);
      return;
    case 'outcome':
      yield* csvChunks(countColumns('outcome'), [
        (await outcomeCounts(db, scope, scoped)).map((row) => ({ ...row, key: outcome(row.key) ?? row.key })),
      ]);
      return;
    case 'sources':
      yield* csvChunks(countColumns('source'), [await caseKeyCounts(db, scope, scoped, 'source')]);
      return;
    case 'countries':
      yield* csvChunks(countColumns('country'), [await caseKeyCounts(db, scope, scoped, 'country')]);
      return;
    case 'line-listing':
      yield* csvChunks(LINE_COLUMNS, [(await lineListing(db, scope, scoped, null)).map(presentLine)]);
      return;
  }
}

/** The criteria in the order of the seriousness table (for tests and readers). */
export const PSUR_CRITERIA = SERIOUSNESS_FIELDS;
