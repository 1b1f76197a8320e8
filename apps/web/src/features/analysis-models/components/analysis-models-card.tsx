import { lazy, Suspense, useEffect, useState } from 'react';
import { Brain } from 'lucide-react';
import { canManageMembers, type AnalysisModelVersion } from '@vigila/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { useDateTimeFormat } from '@/lib/format-number.ts';
import { useT } from '@/lib/i18n/index.ts';
import { usePreferences } from '@/lib/preferences-store.ts';
import { ReanalysisPanel } from './reanalysis-panel.tsx';
import {
  useActivateAnalysisModel,
  useAnalysisModels,
  useFeedbackHistory,
  useTrainAnalysisModel,
} from '../api/analysis-models-api.ts';
import { withToast } from '@/lib/notify.ts';

/** How long the card waits for a requested training's version before it stops looking. */
const TRAINING_WAIT_MS = 5 * 60_000;

const QualityHistoryChart = lazy(() => import('./quality-history-chart.tsx'));

const PERCENT = { style: 'percent', maximumFractionDigits: 0 } as const;
const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;
/** In the interface language, read when drawn: every part that shows a figure also translates, so it redraws. */
const figure = (value: number | null | undefined) =>
  value === null || value === undefined
    ? '—'
    : new Intl.NumberFormat(usePreferences.getState().language, PERCENT).format(value);

/**
 * Settings → Analysis model: which model analyses the organisation's items (its own, trained on its reviewers'
 * verdicts, or the bundled one), the precision and recall of each flag week by week, and the trained versions.
 * Managers start a training and roll back; the server checks the role again.
 */
export function AnalysisModelsCard() {
  const t = useT();
  const roles = useAuthStore((state) => state.user?.roles ?? []);
  const canManage = canManageMembers(roles);
  const [trainingSince, setTrainingSince] = useState<number | null>(null);
  const models = useAnalysisModels(trainingSince !== null);
  const [showChart, setShowChart] = useState(false);
  const history = useFeedbackHistory(showChart);
  const train = useTrainAnalysisModel();
  const activate = useActivateAnalysisModel();
  const data = models.data;
  // Training ends when a version newer than the request appears (or, whatever happened, after a few minutes).
  const trainedSince =
    trainingSince !== null &&
    (data?.versions.some((version) => Date.parse(version.created_at) >= trainingSince) ?? false);
  if (trainedSince) setTrainingSince(null);
  useEffect(() => {
    if (trainingSince === null) return undefined;
    const timer = setTimeout(() => setTrainingSince(null), TRAINING_WAIT_MS);
    return () => clearTimeout(timer);
  }, [trainingSince]);

  const startTraining = () =>
    train.mutate(undefined, {
      onSuccess: () => {
        setTrainingSince(Date.now() - 5000);
        withToast((toast) => toast.success(t('models.trainingStarted')));
      },
      onError: (error) => withToast((toast) => toast.error(error.message)),
    });
  const use = (id: string | null) =>
    activate.mutate(id, {
      onSuccess: () => withToast((toast) => toast.success(t('models.switched'))),
      onError: (error) => withToast((toast) => toast.error(error.message)),
    });

  return (
    <Card className="md:col-span-2" data-testid="analysis-models">
      <CardHeader>
        <div className="flex items-center gap-2">
          <Brain aria-hidden="true" className="size-5 text-primary" />
          <CardTitle className="text-base">{t('models.title')}</CardTitle>
        </div>
        <CardDescription>{t('models.body')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {models.isPending ? <p className="text-sm text-muted-foreground">{t('models.loading')}</p> : null}
        {models.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('models.failed')}
          </p>
        ) : null}
        {data ? (
          <>
            <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted-foreground">{t('models.inUse')}</dt>
              <dd data-testid="model-in-use">
                {data.active_version
                  ? t('models.ownModel', { version: data.active_version })
                  : data.bundled_version
                    ? t('models.bundledModel', { version: data.bundled_version })
                    : data.analyzer}
              </dd>
              <dt className="text-muted-foreground">{t('models.verdicts')}</dt>
              <dd data-testid="model-verdicts">
                {t('models.verdictCounts', {
                  total: data.verdicts,
                  since: data.verdicts_since_training,
                  threshold: data.retrain_after_verdicts,
                })}
              </dd>
            </dl>
            {!data.trainable ? (
              <p className="text-sm text-muted-foreground">{t('models.notTrainable')}</p>
            ) : null}
            {canManage && data.trainable ? (
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  onClick={startTraining}
                  disabled={train.isPending || trainingSince !== null || data.verdicts === 0}
                  title={data.verdicts === 0 ? t('models.noVerdicts') : undefined}
                >
                  {trainingSince !== null ? t('models.training') : t('models.trainNow')}
                </Button>
                {data.active_version ? (
                  <Button size="sm" variant="outline" onClick={() => use(null)} disabled={activate.isPending}>
                    {t('models.useBundled')}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </>
        ) : null}
        {data?.trainable ? <ReanalysisPanel canManage={canManage} /> : null}
        <section aria-labelledby="quality-history-title">
          <div className="mb-1 flex items-center justify-between gap-2">
            <h3 id="quality-history-title" className="text-sm font-medium">
              {t('models.chartTitle')}
            </h3>
            {/* The chart's library is a large chunk: it loads when someone asks for the chart. */}
            <Button
              size="sm"
              variant="ghost"
              aria-expanded={showChart}
              onClick={() => setShowChart(!showChart)}
            >
              {showChart ? t('models.hideChart') : t('models.showChart')}
            </Button>
          </div>
          {!showChart ? null : history.data ? (
            <Suspense fallback={<p className="text-sm text-muted-foreground">{t('models.loading')}</p>}>
              <QualityHistoryChart weeks={history.data} />
            </Suspense>
          ) : history.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {t('models.failed')}
            </p>
          ) : null}
        </section>
        {data && data.versions.length > 0 ? (
          <VersionsTable
            versions={data.versions}
            canManage={canManage}
            onUse={use}
            busy={activate.isPending}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

function VersionsTable({
  versions,
  canManage,
  onUse,
  busy,
}: {
  versions: AnalysisModelVersion[];
  canManage: boolean;
  onUse: (id: string) => void;
  busy: boolean;
}) {
  const t = useT();
  const date = useDateTimeFormat(DATE_TIME);
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="mb-1 text-left text-sm font-medium">{t('models.versions')}</caption>
        <thead className="text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="pb-2 font-medium">
              {t('models.version')}
            </th>
            <th scope="col" className="pb-2 font-medium">
              {t('models.trained')}
            </th>
            <th scope="col" className="pb-2 font-medium">
              {t('models.adrRecall')}
            </th>
            <th scope="col" className="pb-2 font-medium">
              {t('models.decision')}
            </th>
            {canManage ? (
              <th scope="col" className="pb-2 font-medium">
                <span className="sr-only">{t('models.actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y">
          {versions.map((version) => (
            <tr key={version.id} data-status={version.status}>
              <td className="py-2 align-top">
                <code className="text-xs">{version.version}</code>{' '}
                <Badge variant={version.status === 'active' ? 'default' : 'outline'}>
                  {t(`models.status.${version.status}`)}
                </Badge>
              </td>
              <td className="py-2 align-top text-xs text-muted-foreground">
                {date.format(new Date(version.created_at))}
                <br />
                {t('models.verdictsUsed', { verdicts: version.verdicts, heldBack: version.held_back })}
              </td>
              <td className="py-2 align-top tabular-nums">
                {figure(version.current?.adr.recall)} → {figure(version.proposed?.adr.recall)}
              </td>
              <td className="py-2 align-top text-xs text-muted-foreground">{version.reason}</td>
              {canManage ? (
                <td className="py-2 text-right align-top">
                  {version.status !== 'active' ? (
                    <Button size="sm" variant="outline" disabled={busy} onClick={() => onUse(version.id)}>
                      {t('models.useVersion')}
                    </Button>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
