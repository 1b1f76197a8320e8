import { TvMinimalPlay } from 'lucide-react';
import { useT } from '@/lib/i18n/index.ts';
import { addYoutube } from '../lib/add-flows.ts';
import { KeyedSourcePanel } from './keyed-source-panel.tsx';

/** Settings → Data Sources → Social Media → YouTube: channels by username. */
export function YoutubePanel() {
  const t = useT();
  return (
    <KeyedSourcePanel
      source="youtube"
      icon={TvMinimalPlay}
      name={t('settings.sourceYoutube')}
      label={t('monitoring.youtubeLabel')}
      placeholder={t('monitoring.youtubePlaceholder')}
      addFlow={addYoutube}
    />
  );
}
