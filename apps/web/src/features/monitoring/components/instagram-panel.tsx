import { Camera } from 'lucide-react';
import { useT } from '@/lib/i18n/index.ts';
import { useAddFlow } from '../hooks/use-add-flow.ts';
import { useMonitoredSourceState } from '../hooks/use-monitored-source-state.ts';
import { addInstagram } from '../lib/add-flows.ts';
import { KeyAddForm } from './key-add-form.tsx';
import { MonitoredSourcePanel } from './monitored-source-panel.tsx';

/** Settings → Data Sources → Social Media → Instagram: profiles by handle or URL. */
export function InstagramPanel() {
  const t = useT();
  const state = useMonitoredSourceState('instagram');
  const flow = useAddFlow('instagram', addInstagram);
  return (
    <MonitoredSourcePanel
      icon={Camera}
      name={t('settings.sourceInstagram')}
      state={state}
      form={
        <KeyAddForm
          label={t('monitoring.instagramLabel')}
          placeholder={t('monitoring.instagramPlaceholder')}
          progress={flow.progress}
          running={flow.running}
          blocked={state.status === 'setup-required'}
          onAdd={flow.start}
        />
      }
    />
  );
}
