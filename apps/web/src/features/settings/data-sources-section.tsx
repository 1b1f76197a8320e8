import type { ReactNode } from 'react';
import {
  BookOpen,
  Camera,
  Database,
  Mail,
  Mic,
  ShoppingCart,
  TvMinimalPlay,
  type LucideIcon,
} from 'lucide-react';
import type { PlainMessageKey, Source } from '@vigila/domain';
import { SourcePanelFrame, type SourceStatus } from '@/review/components/source-panel-frame.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { SettingsSection } from './settings-section.tsx';

interface SourceEntry {
  source: Source;
  name: PlainMessageKey;
  icon: LucideIcon;
  status: SourceStatus;
}

/**
 * The groups of SPEC §2.4. A source whose feature is built supplies its own panel (counts and add form); the
 * others show their name and status until their issue lands.
 */
const GROUPS: readonly { title: PlainMessageKey; sources: readonly SourceEntry[] }[] = [
  {
    title: 'settings.groupCommunication',
    sources: [{ source: 'email', name: 'settings.sourceEmail', icon: Mail, status: 'setup-required' }],
  },
  {
    title: 'settings.groupSocialMedia',
    sources: [
      { source: 'instagram', name: 'settings.sourceInstagram', icon: Camera, status: 'inactive' },
      { source: 'youtube', name: 'settings.sourceYoutube', icon: TvMinimalPlay, status: 'inactive' },
    ],
  },
  {
    title: 'settings.groupEcommerce',
    sources: [{ source: 'amazon', name: 'settings.sourceAmazon', icon: ShoppingCart, status: 'inactive' }],
  },
  {
    title: 'settings.groupCallRecordings',
    sources: [{ source: 'recording', name: 'settings.sourceRecordings', icon: Mic, status: 'inactive' }],
  },
  {
    title: 'settings.groupLiterature',
    sources: [
      { source: 'literature', name: 'settings.sourceLiterature', icon: BookOpen, status: 'inactive' },
    ],
  },
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
              {group.sources.map((entry) => (
                <PanelSlot key={entry.source} panel={panels[entry.source]} entry={entry} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </SettingsSection>
  );
}

function PanelSlot({ panel, entry }: { panel: ReactNode; entry: SourceEntry }) {
  return panel ? <>{panel}</> : <PlaceholderEntry entry={entry} />;
}
