import { useMemo } from 'react';
import { useMonitoredSources } from '../api/get-monitored-sources.ts';
import { sidebarSubItems, type SourceLink } from '../lib/sidebar-sub-items.ts';

const NONE: Record<string, SourceLink[]> = {};

/** Sub-items for the sidebar's data sources, from the same GET /sources the Settings panels read. */
export function useSidebarSubItems(): Record<string, SourceLink[]> {
  const sources = useMonitoredSources();
  return useMemo(() => (sources.data ? sidebarSubItems(sources.data.data) : NONE), [sources.data]);
}
