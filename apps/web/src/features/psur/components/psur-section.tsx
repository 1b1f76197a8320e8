import type { ReactNode } from 'react';
import { psurAddresses, psurFileName, type PsurTable } from '@vigila/domain';
import { ExportCsvButton } from '@/review/components/export-csv-button.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { psurParams, type PsurSearch } from '../lib/psur-search.ts';

/**
 * One table of the report: its heading and description, its "Export CSV" (not on paper), and the table in a
 * scrolling region that takes the keyboard focus on narrow screens. On paper each starts a new page.
 */
export function PsurSection({
  table,
  title,
  description,
  search,
  exportable,
  children,
}: {
  table: PsurTable;
  title: string;
  description: string;
  search: PsurSearch;
  exportable: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const id = `psur-${table}`;
  return (
    <section aria-labelledby={id} className="psur-section space-y-3" data-testid={id}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        {exportable ? (
          <div className="print-hidden" aria-label={t('psur.exportTable', { table: title })} role="group">
            <ExportCsvButton
              address={psurAddresses.exportPsur}
              query={psurParams(search, { table })}
              fallbackName={psurFileName(table, search.product, search.to)}
            />
          </div>
        ) : null}
      </div>
      <div
        role="region"
        aria-labelledby={id}
        tabIndex={0}
        className="relative overflow-x-auto rounded-xl border bg-card focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none print:overflow-visible"
      >
        {children}
      </div>
    </section>
  );
}

export const TH = 'p-2 font-medium';
export const TD_NUMBER = 'p-2 text-right tabular-nums';
