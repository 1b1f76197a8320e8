import type { ComponentType } from 'react';
import type { LucideIcon } from 'lucide-react';
import { MONITORED_SOURCES, type MonitoredSource, type Source } from '@vigila/domain';
import { EmailSourcePanel } from '@/features/emails/components/email-source-panel.tsx';
import { monitoredPanel } from '@/features/monitoring/monitored-panels.tsx';
import { RecordingSourcePanel } from '@/features/recordings/components/recording-source-panel.tsx';
import { SOURCE_SHELLS } from '../sources.ts';

/** The icon a source's sidebar entry shows, which its Settings panel shows too. */
function sourceIcon(source: MonitoredSource): LucideIcon {
  const shell = SOURCE_SHELLS.find((candidate) => candidate.source === source);
  if (!shell) throw new Error(`No source shell for ${source}`);
  return shell.nav.icon;
}

/** Every source's panel component, made once so React keeps each panel's state between renders. */
const PANELS: Readonly<Record<Source, ComponentType>> = {
  email: EmailSourcePanel,
  recording: RecordingSourcePanel,
  ...(Object.fromEntries(
    MONITORED_SOURCES.map((source) => [source, monitoredPanel(source, sourceIcon(source))]),
  ) as Record<MonitoredSource, ComponentType>),
};

/**
 * A source's panel in Settings → Data Sources: the uploaded sources' own, one built from the definition for a
 * monitored source. Its own chunk, loaded when the reader opens Data Sources (closed by default).
 */
export function SettingsSourcePanel({ source }: { source: Source }) {
  const Panel = PANELS[source];
  return <Panel />;
}
