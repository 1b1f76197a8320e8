import { useT } from '@/lib/i18n/index.ts';
import { useProductDictionary } from '../api/products.ts';

/** The id of the list every drug-name input of the case form offers (`list=`). */
export const PRODUCT_SUGGESTIONS_ID = 'case-product-suggestions';

/** The product dictionary's names and brands, each once, as the drug-name inputs' suggestions (decision 0042). */
export function ProductSuggestions() {
  const t = useT();
  const dictionary = useProductDictionary();
  const names = [
    ...new Set((dictionary.data ?? []).flatMap((product) => [product.name, ...product.brands])),
  ].sort((a, b) => a.localeCompare(b));
  return (
    <datalist id={PRODUCT_SUGGESTIONS_ID} aria-label={t('products.suggestions')}>
      {names.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}
