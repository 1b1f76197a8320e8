import { lazy, Suspense } from 'react';
import { MONITORED_SOURCES, type Source } from '@vigila/domain';
import { AnalysisModelsCard } from '@/features/analysis-models/components/analysis-models-card.tsx';
import { AnalysisQualityCard } from '@/review/components/analysis-quality-card.tsx';
import { SettingsPage } from '@/features/settings/settings-page.tsx';
import type { SourcePanels } from '@/features/settings/data-sources-section.tsx';
import { UserManagement } from '@/features/team/components/user-management.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { PreferredTermPicker } from '../preferred-term-picker.tsx';

/**
 * The source panels (their add flows, uploads and mailbox calls) load when Data Sources is opened: the section is
 * closed by default, so most visits to Settings never need them.
 */
const SettingsSourcePanel = lazy(async () => ({
  default: (await import('./settings-source-panel.tsx')).SettingsSourcePanel,
}));

function LazySourcePanel({ source }: { source: Source }) {
  return (
    <Suspense fallback={<Skeleton className="h-24 w-full" />}>
      <SettingsSourcePanel source={source} />
    </Suspense>
  );
}

/** Every source's panel: the uploaded sources' own, and one per monitored source. */
const sourcePanels: SourcePanels = Object.fromEntries(
  (['email', 'recording', ...MONITORED_SOURCES] as const).map((source) => [
    source,
    <LazySourcePanel key={source} source={source} />,
  ]),
);

/** Settings, with the team panel, every source's panel, the analysis quality figures and the analysis model. */
export function Component() {
  return (
    <SettingsPage
      team={<UserManagement />}
      sourcePanels={sourcePanels}
      termPicker={PreferredTermPicker}
      cards={
        <>
          <AnalysisQualityCard />
          <AnalysisModelsCard />
        </>
      }
    />
  );
}
