import { useParams } from 'react-router';
import { ItemListPage } from '@/review/components/item-list-page.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { amazonSource } from '../amazon-source.ts';
import { AmazonReviewRow } from './amazon-review-row.tsx';

/** /amazon and /amazon/{asin}: every monitored product's reviews, or one product's (source_key = ASIN). */
export function AmazonListPage() {
  const t = useT();
  const { asin } = useParams();
  return (
    <ItemListPage
      descriptor={amazonSource}
      title={asin ? t('page.amazonProduct.title', { name: asin }) : t('page.amazon.title')}
      description={asin ? t('sourceList.amazonProductBody', { name: asin }) : t('sourceList.amazonBody')}
      layout={{ kind: 'rows', itemHeight: 150 }}
      renderItem={(review) => <AmazonReviewRow review={review} />}
      routeSourceKey={asin}
    />
  );
}
