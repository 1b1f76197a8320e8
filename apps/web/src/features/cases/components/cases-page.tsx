import { useMemo } from 'react';
import { CircleAlert, FolderOpen, LoaderCircle, SearchX } from 'lucide-react';
import { exportAddresses, exportFileName } from '@vigila/domain';
import { PageHeader } from '@/components/page/page-header.tsx';
import { ImportE2bButton } from './import-e2b-button.tsx';
import { ExportCsvButton } from '@/review/components/export-csv-button.tsx';
import { StateBox } from '@/review/components/list-states.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useCaseCounts } from '../api/get-case-counts.ts';
import { useCases } from '../api/get-cases.ts';
import { useCaseFilters } from '../hooks/use-case-filters.ts';
import { caseFilterQuery, hasCaseFilters } from '../lib/case-filters.ts';
import { CaseCountCards } from './case-count-cards.tsx';
import { CaseFilterRow } from './case-filter-row.tsx';
import { CasesTable } from './cases-table.tsx';

/** /cases (SPEC §2.9): count cards, the filter row (in the URL), and the table of cases, 50 at a time. */
export function CasesPage() {
  const t = useT();
  const { filters, setFilters, clearFilters } = useCaseFilters();
  const counts = useCaseCounts();
  const cases = useCases(filters);
  const rows = cases.data?.pages.flatMap((page) => page.data) ?? [];
  const total = cases.data?.pages.at(-1)?.pagination?.total;
  const exportQuery = useMemo(() => caseFilterQuery(filters), [filters]);

  const body = () => {
    if (cases.isPending) {
      return (
        <div role="status" className="flex min-h-56 items-center justify-center gap-2 text-muted-foreground">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          <span>{t('cases.loading')}</span>
        </div>
      );
    }
    if (cases.isError) {
      return (
        <div role="alert">
          <StateBox icon={CircleAlert} title={t('cases.loadError')}>
            <p className="max-w-md text-sm text-muted-foreground">{cases.error.message}</p>
            <Button variant="outline" onClick={() => void cases.refetch()}>
              {t('list.retry')}
            </Button>
          </StateBox>
        </div>
      );
    }
    if (rows.length === 0) {
      const filtered = hasCaseFilters(filters);
      return (
        <StateBox icon={filtered ? SearchX : FolderOpen} title={t('cases.empty')}>
          <p className="max-w-md text-sm text-muted-foreground">
            {filtered ? t('list.noMatchHint') : t('cases.emptyHint')}
          </p>
          {filtered ? (
            <Button variant="outline" onClick={clearFilters}>
              {t('filters.clear')}
            </Button>
          ) : null}
        </StateBox>
      );
    }
    return (
      <div className="space-y-3">
        <CasesTable cases={rows} />
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
          {total === undefined ? <span /> : <span>{t('list.showing', { shown: rows.length, total })}</span>}
          {cases.hasNextPage ? (
            <Button
              variant="outline"
              disabled={cases.isFetchingNextPage}
              onClick={() => void cases.fetchNextPage()}
            >
              {cases.isFetchingNextPage ? t('list.loadingMore') : t('cases.loadMore')}
            </Button>
          ) : null}
        </div>
      </div>
    );
  };

  return (
    <div className="space-y-4">
      <PageHeader title={t('cases.title')} description={t('cases.description')} />
      <div className="flex flex-wrap justify-end gap-2">
        <ExportCsvButton
          address={exportAddresses.exportCases}
          query={exportQuery}
          fallbackName={exportFileName('cases', new Date())}
        />
        <ImportE2bButton />
      </div>
      <CaseCountCards counts={counts.data} filters={filters} onChange={setFilters} />
      <CaseFilterRow filters={filters} onChange={setFilters} onClear={clearFilters} />
      {body()}
    </div>
  );
}
