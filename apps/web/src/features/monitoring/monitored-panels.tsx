import type { ComponentType, ReactNode } from 'react';
import { Camera, ShoppingCart, TvMinimalPlay, type LucideIcon } from 'lucide-react';
import type { MonitoredSource, MonitoredSourceEntry, PlainMessageKey } from '@vigila/domain';
import { useT } from '@/lib/i18n/index.ts';
import { KeyedSourcePanel } from './components/keyed-source-panel.tsx';
import { LiteraturePanel } from './components/literature-panel.tsx';
import { ProductNameEditor } from './components/product-name-editor.tsx';
import { addAmazon, addInstagram, addYoutube } from './lib/add-flows.ts';
import type { AddFlow } from './lib/flow-step.ts';

/** What a panel whose entries are added by one text needs: its icon, texts and add flow. */
interface KeyedPanelSpec {
  source: MonitoredSource;
  icon: LucideIcon;
  name: PlainMessageKey;
  label: PlainMessageKey;
  placeholder: PlainMessageKey;
  addFlow: AddFlow<string>;
  entryTitle?: (entry: MonitoredSourceEntry) => ReactNode;
}

/** The Settings panel of a source added by one key (a handle, a channel, an ASIN). */
function keyedPanel(spec: KeyedPanelSpec): ComponentType {
  return function KeyedPanel() {
    const t = useT();
    return (
      <KeyedSourcePanel
        source={spec.source}
        icon={spec.icon}
        name={t(spec.name)}
        label={t(spec.label)}
        placeholder={t(spec.placeholder)}
        addFlow={spec.addFlow}
        entryTitle={spec.entryTitle}
      />
    );
  };
}

/** Settings → Data Sources → Social Media → Instagram: profiles by handle or URL. */
export const InstagramPanel = keyedPanel({
  source: 'instagram',
  icon: Camera,
  name: 'settings.sourceInstagram',
  label: 'monitoring.instagramLabel',
  placeholder: 'monitoring.instagramPlaceholder',
  addFlow: addInstagram,
});

/** Settings → Data Sources → Social Media → YouTube: channels by username. */
export const YoutubePanel = keyedPanel({
  source: 'youtube',
  icon: TvMinimalPlay,
  name: 'settings.sourceYoutube',
  label: 'monitoring.youtubeLabel',
  placeholder: 'monitoring.youtubePlaceholder',
  addFlow: addYoutube,
});

/** Settings → Data Sources → E-commerce → Amazon: products by ASIN, each with its editable product name. */
export const AmazonPanel = keyedPanel({
  source: 'amazon',
  icon: ShoppingCart,
  name: 'settings.sourceAmazon',
  label: 'monitoring.amazonLabel',
  placeholder: 'monitoring.amazonPlaceholder',
  addFlow: addAmazon,
  entryTitle: (entry) => <ProductNameEditor entry={entry} />,
});

/**
 * Settings → Data Sources: the panel of each monitored source (entries, schedule, Sync now and the add form). A
 * source added by one key is a keyedPanel spec here; literature has its own form (terms and databases).
 */
export const MONITORED_PANELS: Record<MonitoredSource, ComponentType> = {
  instagram: InstagramPanel,
  youtube: YoutubePanel,
  amazon: AmazonPanel,
  literature: LiteraturePanel,
};
