import { MONITORED_SOURCES, type MonitoredSource } from '@vigila/domain';
import { amazonAdapter } from './amazon.ts';
import { instagramAdapter } from './instagram.ts';
import { literatureAdapter } from './literature.ts';
import type { SourceAdapter } from './source-adapter.ts';
import { youtubeAdapter } from './youtube.ts';

/** One adapter per monitored source; the Record makes a source without one a type error. */
const ADAPTERS: Record<MonitoredSource, SourceAdapter> = {
  instagram: instagramAdapter,
  youtube: youtubeAdapter,
  amazon: amazonAdapter,
  literature: literatureAdapter,
};

export function adapterOf(source: MonitoredSource): SourceAdapter {
  return ADAPTERS[source];
}

/** Every adapter, in the order of MONITORED_SOURCES (the routes are registered in it). */
export const SOURCE_ADAPTERS: readonly SourceAdapter[] = MONITORED_SOURCES.map(adapterOf);
