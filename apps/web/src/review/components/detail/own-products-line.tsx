import { Badge } from '@/components/ui/badge.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useProductNames } from '../../api/get-product-names.ts';

/** "Own product: <name>" for each product of the organisation's dictionary the item names (decision 0042). */
export function OwnProductsLine({ ids = [] }: { ids?: readonly string[] }) {
  const t = useT();
  const names = useProductNames(ids.length > 0);
  const shown = ids.flatMap((id) => {
    const name = names.data?.get(id);
    return name === undefined ? [] : [{ id, name }];
  });
  if (shown.length === 0) return null;
  return (
    <p className="mb-3 flex flex-wrap gap-2">
      {shown.map((product) => (
        <Badge key={product.id} variant="secondary">
          {t('products.ownProduct', { name: product.name })}
        </Badge>
      ))}
    </p>
  );
}
