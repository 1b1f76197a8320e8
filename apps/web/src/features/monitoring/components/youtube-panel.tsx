import { TvMinimalPlay } from 'lucide-react';
import { useT } from '@/lib/i18n/index.ts';
import { useAddFlow } from '../hooks/use-add-flow.ts';
import { useMonitoredSourceState } from '../hooks/use-monitored-source-state.ts';
import { addYoutube } from '../lib/add-flows.ts';
import { KeyAddForm } from './key-add-form.tsx';
import { MonitoredSourcePanel } from './monitored-source-panel.tsx';

/** Settings → Data Sources → Social Media → YouTube: channels by username. */
export function YoutubePanel() {
  const t = useT();
  const state = useMonitoredSourceState('youtube');
  const flow = useAddFlow('youtube', addYoutube);
  return (
    <MonitoredSourcePanel
      icon={TvMinimalPlay}
      name={t('settings.sourceYoutube')}
      state={state}
      form={
        <KeyAddForm
          label={t('monitoring.youtubeLabel')}
          placeholder={t('monitoring.youtubePlaceholder')}
          progress={flow.progress}
          running={flow.running}
          blocked={state.status === 'setup-required'}
          onAdd={flow.start}
        />
      }
    />
  );
}
