import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useReanalysis, useStartReanalysis } from '../api/analysis-models-api.ts';
import { withToast } from '@/lib/notify.ts';

/**
 * Re-analysis of the pending items with the model in use: the latest run's progress for everyone, the button for
 * managers. The run is a job per item on the server, so it carries on across restarts and closed tabs.
 */
export function ReanalysisPanel({ canManage }: { canManage: boolean }) {
  const t = useT();
  const run = useReanalysis();
  const start = useStartReanalysis();
  const current = run.data ?? null;
  const running = current?.status === 'running';
  const share = current && current.total > 0 ? current.done / current.total : 1;
  return (
    <section aria-labelledby="reanalysis-title" className="space-y-2" data-testid="reanalysis">
      <h3 id="reanalysis-title" className="text-sm font-medium">
        {t('models.reanalysisTitle')}
      </h3>
      {current ? (
        <div className="space-y-1">
          <progress
            className="h-2 w-full overflow-hidden rounded accent-primary"
            max={Math.max(1, current.total)}
            value={current.total === 0 ? 1 : current.done}
            aria-label={t('models.reanalysisProgress', { done: current.done, total: current.total })}
          />
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {running
              ? t('models.reanalysisRunning', {
                  done: current.done,
                  total: current.total,
                  percent: Math.round(share * 100),
                })
              : t('models.reanalysisDone', { total: current.total })}
          </p>
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">{t('models.reanalysisNone')}</p>
      )}
      {canManage ? (
        <Button
          size="sm"
          variant="outline"
          disabled={start.isPending || running}
          onClick={() =>
            start.mutate(undefined, {
              onSuccess: () => withToast((toast) => toast.success(t('models.reanalysisStarted'))),
              onError: (error) => withToast((toast) => toast.error(error.message)),
            })
          }
        >
          {t('models.reanalyse')}
        </Button>
      ) : null}
    </section>
  );
}
