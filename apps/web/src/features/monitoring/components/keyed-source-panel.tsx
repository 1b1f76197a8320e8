import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { MonitoredSource, MonitoredSourceEntry } from '@vigila/domain';
import { useAddFlow } from '../hooks/use-add-flow.ts';
import { useMonitoredSourceState } from '../hooks/use-monitored-source-state.ts';
import type { AddFlow } from '../lib/flow-step.ts';
import { KeyAddForm } from './key-add-form.tsx';
import { MonitoredSourcePanel } from './monitored-source-panel.tsx';

/**
 * The panel of a monitored source whose entries are added by one text (Instagram handle, YouTube channel,
 * ASIN): its entries and state, and the add form that runs `addFlow`; adding waits while the connector needs
 * setting up.
 */
export function KeyedSourcePanel({
  source,
  icon,
  name,
  label,
  placeholder,
  addFlow,
  entryTitle,
}: {
  source: MonitoredSource;
  icon: LucideIcon;
  name: string;
  label: string;
  placeholder: string;
  addFlow: AddFlow<string>;
  entryTitle?: (entry: MonitoredSourceEntry) => ReactNode;
}) {
  const state = useMonitoredSourceState(source);
  const flow = useAddFlow(source, addFlow);
  return (
    <MonitoredSourcePanel
      icon={icon}
      name={name}
      state={state}
      entryTitle={entryTitle}
      form={
        <KeyAddForm
          label={label}
          placeholder={placeholder}
          progress={flow.progress}
          running={flow.running}
          blocked={state.status === 'setup-required'}
          onAdd={flow.start}
        />
      }
    />
  );
}
