import { BookOpen } from 'lucide-react';
import { useT } from '@/lib/i18n/index.ts';
import { useAddFlow } from '../hooks/use-add-flow.ts';
import { useMonitoredSourceState } from '../hooks/use-monitored-source-state.ts';
import { addLiterature } from '../lib/add-flows.ts';
import { LiteratureAddForm } from './literature-add-form.tsx';
import { MonitoredSourcePanel } from './monitored-source-panel.tsx';

/** Settings → Data Sources → Literature: search terms run in PubMed and/or IBECS, re-run weekly by default. */
export function LiteraturePanel() {
  const t = useT();
  const state = useMonitoredSourceState('literature');
  const flow = useAddFlow('literature', addLiterature);
  return (
    <MonitoredSourcePanel
      icon={BookOpen}
      name={t('settings.sourceLiterature')}
      state={state}
      form={
        <LiteratureAddForm
          progress={flow.progress}
          running={flow.running}
          blocked={state.status === 'setup-required'}
          unavailable={state.unavailable}
          onAdd={flow.start}
        />
      }
    />
  );
}
