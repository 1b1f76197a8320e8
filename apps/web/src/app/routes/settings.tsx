import type { LucideIcon } from 'lucide-react';
import { MONITORED_SOURCES, type MonitoredSource } from '@vigila/domain';
import { AnalysisModelsCard } from '@/features/analysis-models/components/analysis-models-card.tsx';
import { EmailSourcePanel } from '@/features/emails/components/email-source-panel.tsx';
import { AnalysisQualityCard } from '@/review/components/analysis-quality-card.tsx';
import { monitoredPanel } from '@/features/monitoring/monitored-panels.tsx';
import { RecordingSourcePanel } from '@/features/recordings/components/recording-source-panel.tsx';
import { SettingsPage } from '@/features/settings/settings-page.tsx';
import type { SourcePanels } from '@/features/settings/data-sources-section.tsx';
import { UserManagement } from '@/features/team/components/user-management.tsx';
import { SOURCE_SHELLS } from '../sources.ts';

/** The icon a source's sidebar entry shows, which its Settings panel shows too. */
function sourceIcon(source: MonitoredSource): LucideIcon {
  const shell = SOURCE_SHELLS.find((candidate) => candidate.source === source);
  if (!shell) throw new Error(`No source shell for ${source}`);
  return shell.nav.icon;
}

/** Every source's panel: the uploaded sources' own, and one per monitored source. */
const sourcePanels: SourcePanels = {
  email: <EmailSourcePanel />,
  recording: <RecordingSourcePanel />,
  ...Object.fromEntries(
    MONITORED_SOURCES.map((source) => {
      const Panel = monitoredPanel(source, sourceIcon(source));
      return [source, <Panel key={source} />];
    }),
  ),
};

/** Settings, with the team panel, every source's panel, the analysis quality figures and the analysis model. */
export function Component() {
  return (
    <SettingsPage
      team={<UserManagement />}
      sourcePanels={sourcePanels}
      cards={
        <>
          <AnalysisQualityCard />
          <AnalysisModelsCard />
        </>
      }
    />
  );
}
