import { Camera } from 'lucide-react';
import { useT } from '@/lib/i18n/index.ts';
import { addInstagram } from '../lib/add-flows.ts';
import { KeyedSourcePanel } from './keyed-source-panel.tsx';

/** Settings → Data Sources → Social Media → Instagram: profiles by handle or URL. */
export function InstagramPanel() {
  const t = useT();
  return (
    <KeyedSourcePanel
      source="instagram"
      icon={Camera}
      name={t('settings.sourceInstagram')}
      label={t('monitoring.instagramLabel')}
      placeholder={t('monitoring.instagramPlaceholder')}
      addFlow={addInstagram}
    />
  );
}
