import type { CaseSummary, PlainMessageKey } from '@vigila/domain';
import { useT } from '@/lib/i18n/index.ts';
import { CaseRow } from './case-row.tsx';

const COLUMNS = [
  'cases.columnId',
  'cases.columnStatus',
  'cases.columnComment',
  'cases.columnSource',
  'cases.columnLastEdited',
  'cases.columnDue',
  'cases.columnType',
  'cases.columnActions',
] as const satisfies readonly PlainMessageKey[];

/** The cases table (SPEC §2.9); on narrow screens it scrolls sideways inside its card. */
export function CasesTable({ cases }: { cases: readonly CaseSummary[] }) {
  const t = useT();
  return (
    <div className="relative overflow-x-auto rounded-xl border bg-card">
      <table className="w-full min-w-[60rem] border-collapse text-sm">
        <caption className="sr-only">{t('cases.table')}</caption>
        <thead className="bg-muted/50 text-xs text-muted-foreground">
          <tr className="border-b">
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cases.map((item) => (
            <CaseRow key={item.id} item={item} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
