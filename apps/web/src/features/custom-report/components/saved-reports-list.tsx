import { FolderOpen } from 'lucide-react';
import type { CustomReportDefinition } from '@vigila/domain';
import { TwoStepDelete } from '@/components/two-step-delete.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { useDeleteReport, useSavedReports } from '../api/custom-reports.ts';

/**
 * The organisation's saved reports: open (and run) one, or delete it when the caller may. A report whose stored
 * definition no longer validates is listed with why and cannot be opened.
 */
export function SavedReportsList({
  currentId,
  onOpen,
  onDeleted,
}: {
  currentId: string | null;
  onOpen: (definition: CustomReportDefinition, id: string) => void;
  onDeleted: (id: string) => void;
}) {
  const t = useT();
  const saved = useSavedReports();
  const remove = useDeleteReport();
  if (saved.isPending) return <Spinner label={t('customReport.savedReports')} />;
  if (saved.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {saved.error.message}
      </p>
    );
  if (saved.data.length === 0)
    return <p className="text-sm text-muted-foreground">{t('customReport.noSavedReports')}</p>;
  return (
    <ul className="divide-y" aria-label={t('customReport.savedReports')}>
      {saved.data.map(({ definition, ...report }) => (
        <li key={report.id} className="flex items-center justify-between gap-2 py-2">
          <div className="min-w-0">
            <p
              className="truncate text-sm font-medium"
              aria-current={report.id === currentId ? 'true' : undefined}
            >
              {report.name}
            </p>
            {report.created_by_name ? (
              <p className="truncate text-xs text-muted-foreground">
                {t('customReport.savedBy', { name: report.created_by_name })}
              </p>
            ) : null}
            {definition ? null : <p className="text-xs text-destructive">{t('customReport.outdated')}</p>}
          </div>
          <div className="flex shrink-0 items-center gap-1">
            {definition ? (
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('customReport.openReport', { name: report.name })}
                onClick={() => onOpen(definition, report.id)}
              >
                <FolderOpen aria-hidden="true" />
                {t('customReport.open')}
              </Button>
            ) : null}
            {report.can_edit ? (
              <TwoStepDelete
                name={report.name}
                pending={remove.isPending}
                onConfirm={() =>
                  remove.mutate(report.id, {
                    onSuccess: () => {
                      notify.success(t('customReport.deleted', { name: report.name }));
                      onDeleted(report.id);
                    },
                    onError: (error) =>
                      notify.error(t('customReport.deleteFailed', { message: error.message })),
                  })
                }
              />
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
