import { ShoppingCart } from 'lucide-react';
import { useParams } from 'react-router';
import { PlaceholderPage } from '@/components/page/placeholder-page.tsx';
import { useT } from '@/lib/i18n/index.ts';

export function Component() {
  const t = useT();
  const { asin = '' } = useParams();
  return (
    <PlaceholderPage
      title={t('page.amazonProduct.title', { name: asin })}
      body={t('page.amazonProduct.body')}
      icon={ShoppingCart}
    />
  );
}
