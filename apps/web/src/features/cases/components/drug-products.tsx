import { Badge } from '@/components/ui/badge.tsx';
import { useT } from '@/lib/i18n/index.ts';

/** The product a case drug is linked to in the dictionary, or that it is in none (decision 0042). */
export function DrugProductBadge({ product }: { product: { name: string } | null | undefined }) {
  const t = useT();
  return product ? (
    <Badge variant="secondary">{t('products.linkedTo', { name: product.name })}</Badge>
  ) : (
    <span className="text-xs text-muted-foreground">{t('products.notLinked')}</span>
  );
}
