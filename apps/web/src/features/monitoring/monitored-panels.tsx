import type { ComponentType, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { MonitoredSource, MonitoredSourceEntry, PlainMessageKey } from '@vigila/domain';
import { useT } from '@/lib/i18n/index.ts';
import { isKeyedSource, keyedDefinition, type KeyedSource } from './api/add-calls.ts';
import { KeyedSourcePanel } from './components/keyed-source-panel.tsx';
import { LiteraturePanel } from './components/literature-panel.tsx';
import { ProductNameEditor } from './components/product-name-editor.tsx';
import { addByKeyFlow } from './lib/add-flows.ts';

/** Sources whose Settings panel is a form of its own: literature (a term and the databases to search). */
const OWN_PANELS: Partial<Record<MonitoredSource, ComponentType>> = { literature: LiteraturePanel };

/** What a keyed panel shows besides the key in each entry's title: Amazon's editable product name. */
const ENTRY_TITLES: Partial<Record<KeyedSource, (entry: MonitoredSourceEntry) => ReactNode>> = {
  amazon: (entry) => <ProductNameEditor entry={entry} />,
};

/**
 * The Settings panel of a source added by one key (a handle, a channel, an ASIN), read from its definition's `add`:
 * the field's label and placeholder, the add flow, and the panel's title.
 */
function keyedPanel(source: KeyedSource, icon: LucideIcon): ComponentType {
  const { add, settingsName } = keyedDefinition(source);
  const addFlow = addByKeyFlow(source);
  return function KeyedPanel() {
    const t = useT();
    return (
      <KeyedSourcePanel
        source={source}
        icon={icon}
        name={t(settingsName as PlainMessageKey)}
        label={t(add.label as PlainMessageKey)}
        placeholder={t(add.placeholder as PlainMessageKey)}
        addFlow={addFlow}
        entryTitle={ENTRY_TITLES[source]}
      />
    );
  };
}

/**
 * Settings → Data Sources: the panel of a monitored source (entries, schedule, Sync now and the add form) with the
 * icon of its sidebar entry — its own form if it has one, else the keyed panel its definition describes.
 */
export function monitoredPanel(source: MonitoredSource, icon: LucideIcon): ComponentType {
  const own = OWN_PANELS[source];
  if (own) return own;
  if (!isKeyedSource(source)) throw new Error(`${source} has neither a panel of its own nor an add by key`);
  return keyedPanel(source, icon);
}
