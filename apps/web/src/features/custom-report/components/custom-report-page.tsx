import '../lib/custom-report-texts.ts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { customReportAddresses } from '@vigila/domain';
import { PageHeader } from '@/components/page/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { ExportCsvButton } from '@/review/components/export-csv-button.tsx';
import { useReportRun, useSavedReports } from '../api/custom-reports.ts';
import {
  definitionFromParam,
  definitionParam,
  newDefinition,
  type CustomReportDefinition,
} from '../lib/report-definition.ts';
import { ReportBuilder } from './report-builder.tsx';
import { ReportResult } from './report-result.tsx';
import { SaveReportDialog } from './save-report-dialog.tsx';
import { SavedReportsList } from './saved-reports-list.tsx';

/**
 * Custom Report (issue 14, decision 0024). The report run is the one in the address (`definition`, and `report`
 * when it is a saved one, `page`), so a reload or a shared link shows the same result; the builder edits a draft
 * that "Run" puts in the address.
 */
export function CustomReportPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const param = params.get('definition');
  const applied = definitionFromParam(param);
  const savedId = params.get('report');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState<CustomReportDefinition>(() => applied ?? newDefinition('items'));
  const [draftOf, setDraftOf] = useState(param);
  if (param !== draftOf) {
    // Another definition came in through the address (a saved report opened, back/forward): edit that one.
    setDraftOf(param);
    if (applied) setDraft(applied);
  }
  const run = useReportRun(applied, page);
  const saved = useSavedReports();
  const current = saved.data?.find((report) => report.id === savedId) ?? null;

  const show = (definition: CustomReportDefinition, report: string | null, nextPage = 1) => {
    const next = new URLSearchParams({ definition: definitionParam(definition) });
    if (report) next.set('report', report);
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next);
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('page.customReport.title')}
        description={t('customReport.description')}
        actions={
          // The sidebar (SPEC) names no PSUR entry: the periodic report is reached from the reports page.
          <Button asChild variant="outline">
            <Link to="/psur">{t('customReport.psurLink')}</Link>
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>{t('customReport.builder')}</CardTitle>
            </CardHeader>
            <CardContent>
              <ReportBuilder
                draft={draft}
                onChange={setDraft}
                onRun={() => show(draft, savedId)}
                running={run.isFetching}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('customReport.savedReports')}</CardTitle>
            </CardHeader>
            <CardContent>
              <SavedReportsList
                currentId={savedId}
                onOpen={show}
                onDeleted={(id) => {
                  if (id === savedId && applied) show(applied, null);
                }}
              />
            </CardContent>
          </Card>
        </div>
        <Card className="min-w-0">
          <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
            <div>
              <CardTitle>{t('customReport.result')}</CardTitle>
              {current ? (
                <p className="text-sm text-muted-foreground">
                  {t('customReport.current', { name: current.name })}
                </p>
              ) : null}
            </div>
            {applied ? (
              <div className="flex flex-wrap gap-2">
                <ExportCsvButton
                  address={customReportAddresses.exportCustomReport}
                  query={new URLSearchParams({ definition: definitionParam(applied) })}
                  fallbackName={`custom-report-${applied.subject}.csv`}
                />
                <SaveReportDialog
                  definition={applied}
                  current={current ? { id: current.id, name: current.name, canEdit: current.can_edit } : null}
                  onSaved={(report) => show(applied, report.id)}
                />
              </div>
            ) : null}
          </CardHeader>
          <CardContent>
            {!applied ? (
              <p className="text-sm text-muted-foreground">{t('customReport.notRun')}</p>
            ) : run.isPending ? (
              <Spinner label={t('customReport.running')} />
            ) : run.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {t('customReport.failed', { message: run.error.message })}
              </p>
            ) : (
              <ReportResult
                result={run.data}
                group={applied.group_by}
                page={page}
                onPage={(next) => show(applied, savedId, next)}
              />
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
