import { ShoppingCart } from 'lucide-react';
import { useT } from '@/lib/i18n/index.ts';
import { useAddFlow } from '../hooks/use-add-flow.ts';
import { useMonitoredSourceState } from '../hooks/use-monitored-source-state.ts';
import { addAmazon } from '../lib/add-flows.ts';
import { KeyAddForm } from './key-add-form.tsx';
import { MonitoredSourcePanel } from './monitored-source-panel.tsx';
import { ProductNameEditor } from './product-name-editor.tsx';

/** Settings → Data Sources → E-commerce → Amazon: products by ASIN, each with its editable product name. */
export function AmazonPanel() {
  const t = useT();
  const state = useMonitoredSourceState('amazon');
  const flow = useAddFlow('amazon', addAmazon);
  return (
    <MonitoredSourcePanel
      icon={ShoppingCart}
      name={t('settings.sourceAmazon')}
      state={state}
      entryTitle={(entry) => <ProductNameEditor entry={entry} />}
      form={
        <KeyAddForm
          label={t('monitoring.amazonLabel')}
          placeholder={t('monitoring.amazonPlaceholder')}
          progress={flow.progress}
          running={flow.running}
          blocked={state.status === 'setup-required'}
          onAdd={flow.start}
        />
      }
    />
  );
}
