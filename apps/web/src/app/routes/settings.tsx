import { EmailSourcePanel } from '@/features/emails/components/email-source-panel.tsx';
import { AnalysisQualityCard } from '@/features/items/components/analysis-quality-card.tsx';
import { RecordingSourcePanel } from '@/features/recordings/components/recording-source-panel.tsx';
import { SettingsPage } from '@/features/settings/settings-page.tsx';

const sourcePanels = { email: <EmailSourcePanel />, recording: <RecordingSourcePanel /> };

/** Settings, with the panels of the sources built so far and the analysis quality figures. */
export function Component() {
  return <SettingsPage sourcePanels={sourcePanels} cards={<AnalysisQualityCard />} />;
}
