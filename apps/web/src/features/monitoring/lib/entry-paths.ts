import { MONITORED_SOURCES } from '@vigila/domain';
import type { MonitoredSource, MonitoredSourceEntry } from '@vigila/domain';

/** SPA list route of each monitored source (SPEC §2.1): its name, '/instagram', '/literature'. */
export const SOURCE_ROUTE = Object.fromEntries(MONITORED_SOURCES.map((source) => [source, `/${source}`])) as {
  readonly [S in MonitoredSource]: `/${S}`;
};

/** The sub-list of one profile, channel, product or search term; keys are URL-encoded (SPEC §2.3). */
export function monitoredEntryPath(source: MonitoredSource, key: string): string {
  return `${SOURCE_ROUTE[source]}/${encodeURIComponent(key)}`;
}

/** What people call an entry: the Amazon product name, or else its key (SPEC §2.3). */
export function monitoredEntryLabel(entry: Pick<MonitoredSourceEntry, 'key' | 'label'>): string {
  return entry.label?.trim() || entry.key;
}
