import { AnalysisModelsCard } from '@/features/analysis-models/components/analysis-models-card.tsx';
import { EmailSourcePanel } from '@/features/emails/components/email-source-panel.tsx';
import { AnalysisQualityCard } from '@/review/components/analysis-quality-card.tsx';
import { AmazonPanel } from '@/features/monitoring/components/amazon-panel.tsx';
import { InstagramPanel } from '@/features/monitoring/components/instagram-panel.tsx';
import { LiteraturePanel } from '@/features/monitoring/components/literature-panel.tsx';
import { YoutubePanel } from '@/features/monitoring/components/youtube-panel.tsx';
import { RecordingSourcePanel } from '@/features/recordings/components/recording-source-panel.tsx';
import { SettingsPage } from '@/features/settings/settings-page.tsx';
import { UserManagement } from '@/features/team/components/user-management.tsx';

const sourcePanels = {
  email: <EmailSourcePanel />,
  instagram: <InstagramPanel />,
  youtube: <YoutubePanel />,
  amazon: <AmazonPanel />,
  recording: <RecordingSourcePanel />,
  literature: <LiteraturePanel />,
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
