import type { ComponentType } from 'react';
import type { MonitoredSource } from '@vigila/domain';
import { AmazonPanel } from './components/amazon-panel.tsx';
import { InstagramPanel } from './components/instagram-panel.tsx';
import { LiteraturePanel } from './components/literature-panel.tsx';
import { YoutubePanel } from './components/youtube-panel.tsx';

/** Settings → Data Sources: the panel of each monitored source (counts, schedule and add form). */
export const MONITORED_PANELS: Record<MonitoredSource, ComponentType> = {
  instagram: InstagramPanel,
  youtube: YoutubePanel,
  amazon: AmazonPanel,
  literature: LiteraturePanel,
};
