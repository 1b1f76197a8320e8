import type { ReactNode } from 'react';
import { Database, Mail, Mic, type LucideIcon } from 'lucide-react';
import { SOURCE_BASICS } from '@vigila/domain';
import type { PlainMessageKey, Source, SourceDefinition, UploadedSource } from '@vigila/domain';
import { SourcePanelFrame, type SourceStatus } from '@/review/components/source-panel-frame.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { SettingsSection } from './settings-section.tsx';

interface SourceEntry {
  name: PlainMessageKey;
  icon: LucideIcon;
  status: SourceStatus;
}

/** The uploaded sources have no panel of their own yet: their name and status until their issue lands. */
const UPLOADED_ENTRY: Record<UploadedSource, SourceEntry> = {
  email: { name: 'settings.sourceEmail', icon: Mail, status: 'setup-required' },
  recording: { name: 'settings.sourceRecordings', icon: Mic, status: 'inactive' },
};

/** The monitored sources of a group, in the order of their definitions (each supplies its own panel). */
const monitoredIn = (group: SourceDefinition['settingsGroup']): readonly Source[] =>
  SOURCE_BASICS.filter((source) => source.settingsGroup === group).map((source) => source.name);

/** The groups of SPEC §2.4. */
const GROUPS: readonly { title: PlainMessageKey; sources: readonly Source[] }[] = [
  { title: 'settings.groupCommunication', sources: ['email'] },
  { title: 'settings.groupSocialMedia', sources: monitoredIn('socialMedia') },
  { title: 'settings.groupEcommerce', sources: monitoredIn('ecommerce') },
  { title: 'settings.groupCallRecordings', sources: ['recording'] },
  { title: 'settings.groupLiterature', sources: monitoredIn('literature') },
];

export type SourcePanels = Partial<Record<Source, ReactNode>>;

function PlaceholderEntry({ entry }: { entry: SourceEntry }) {
  const t = useT();
  return (
    <SourcePanelFrame icon={entry.icon} name={t(entry.name)} status={entry.status}>
      <p className="text-xs text-muted-foreground">
        {entry.status === 'setup-required'
          ? t('settings.sourceEmailSetup')
          : t('settings.sourceNotConnected')}
      </p>
    </SourcePanelFrame>
  );
}

export function DataSourcesSection({ panels = {} }: { panels?: SourcePanels }) {
  const t = useT();
  return (
    <SettingsSection
      value="data-sources"
      icon={Database}
      title={t('settings.dataSources')}
      description={t('settings.dataSourcesBody')}
    >
      <div className="grid gap-6 md:grid-cols-2">
        {GROUPS.map((group) => (
          <section key={group.title} aria-label={t(group.title)}>
            <h3 className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {t(group.title)}
            </h3>
            <ul className="space-y-2">
              {group.sources.map((source) => (
                <PanelSlot key={source} panel={panels[source]} source={source} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </SettingsSection>
  );
}

function PanelSlot({ panel, source }: { panel: ReactNode; source: Source }) {
  if (panel) return <>{panel}</>;
  return source === 'email' || source === 'recording' ? (
    <PlaceholderEntry entry={UPLOADED_ENTRY[source]} />
  ) : null;
}
