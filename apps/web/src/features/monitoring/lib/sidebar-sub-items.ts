import type { MonitoredSourceEntry } from '@vigila/domain';
import { SOURCE_ROUTE, monitoredEntryLabel, monitoredEntryPath } from './entry-paths.ts';

export interface SourceLink {
  label: string;
  to: string;
}

/**
 * The sidebar's sub-items (SPEC §2.3), keyed by the source's list route: /youtube/{channel},
 * /instagram/{username}, /amazon/{asin} labelled with the product name or the ASIN, /literature/{term} URL-encoded.
 */
export function sidebarSubItems(entries: readonly MonitoredSourceEntry[]): Record<string, SourceLink[]> {
  const links: Record<string, SourceLink[]> = {};
  for (const entry of entries) {
    const route = SOURCE_ROUTE[entry.source];
    (links[route] ??= []).push({
      label: monitoredEntryLabel(entry),
      to: monitoredEntryPath(entry.source, entry.key),
    });
  }
  return links;
}
