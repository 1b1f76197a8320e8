import '../lib/vector-texts.ts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useSimilarItems } from '../api/vector-search.ts';
import { VectorHitRow } from './vector-hit-row.tsx';

/** An item detail page's Similar items: the organisation's items nearest it in meaning (decision 0022). */
export function SimilarItemsCard({ itemId }: { itemId: string }) {
  const t = useT();
  const similar = useSimilarItems(itemId);
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{t('similar.title')}</CardTitle>
        <p className="text-xs text-muted-foreground">{t('similar.description')}</p>
      </CardHeader>
      <CardContent>
        {similar.isPending ? null : similar.isError ? (
          <p className="text-sm text-muted-foreground">{t('similar.failed')}</p>
        ) : similar.data.hits.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('similar.none')}</p>
        ) : (
          <ul className="space-y-3">
            {similar.data.hits.map((hit) => (
              <li key={hit.id}>
                <VectorHitRow hit={hit} compact />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
