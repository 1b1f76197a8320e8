import { ShoppingCart } from 'lucide-react';
import { useT } from '@/lib/i18n/index.ts';
import { addAmazon } from '../lib/add-flows.ts';
import { KeyedSourcePanel } from './keyed-source-panel.tsx';
import { ProductNameEditor } from './product-name-editor.tsx';

/** Settings → Data Sources → E-commerce → Amazon: products by ASIN, each with its editable product name. */
export function AmazonPanel() {
  const t = useT();
  return (
    <KeyedSourcePanel
      source="amazon"
      icon={ShoppingCart}
      name={t('settings.sourceAmazon')}
      label={t('monitoring.amazonLabel')}
      placeholder={t('monitoring.amazonPlaceholder')}
      addFlow={addAmazon}
      entryTitle={(entry) => <ProductNameEditor entry={entry} />}
    />
  );
}
