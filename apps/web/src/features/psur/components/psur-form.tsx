import { useState, type SyntheticEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { usePsurProducts } from '../api/get-psur.ts';
import type { PsurSearch } from '../lib/psur-search.ts';

/**
 * The product (type-ahead over the suspect drug names and substances of the organisation's cases), the interval
 * start and the data lock point. Submitting writes them to the address, which the tables read.
 */
export function PsurForm({
  search,
  onSubmit,
}: {
  search: PsurSearch;
  onSubmit: (search: PsurSearch) => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState(search);
  const typed = useDebouncedValue(draft.product, 250);
  const products = usePsurProducts(typed);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onSubmit({ ...draft, product: draft.product.trim() });
  };
  const ordered = draft.from <= draft.to;
  return (
    <form
      onSubmit={submit}
      aria-labelledby="psur-form-title"
      className="print-hidden space-y-4 rounded-xl border bg-card p-4"
      data-testid="psur-form"
    >
      <h2 id="psur-form-title" className="text-base font-semibold">
        {t('psur.formTitle')}
      </h2>
      <div className="grid gap-4 md:grid-cols-[2fr_1fr_1fr]">
        <div className="space-y-1">
          <label htmlFor="psur-product" className="text-sm font-medium">
            {t('psur.product')}
          </label>
          <Input
            id="psur-product"
            name="product"
            list="psur-products"
            autoComplete="off"
            required
            minLength={2}
            value={draft.product}
            aria-describedby="psur-product-hint"
            onChange={(event) => setDraft({ ...draft, product: event.target.value })}
          />
          <datalist id="psur-products">
            {(products.data ?? []).map((product) => (
              <option key={product.name} value={product.name} />
            ))}
          </datalist>
          <p id="psur-product-hint" className="text-xs text-muted-foreground">
            {t('psur.productHint')}
          </p>
        </div>
        <div className="space-y-1">
          <label htmlFor="psur-from" className="text-sm font-medium">
            {t('psur.from')}
          </label>
          <Input
            id="psur-from"
            name="from"
            type="date"
            required
            max={draft.to}
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor="psur-to" className="text-sm font-medium">
            {t('psur.to')}
          </label>
          <Input
            id="psur-to"
            name="to"
            type="date"
            required
            min={draft.from}
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </div>
      </div>
      <Button type="submit" disabled={!ordered}>
        {t('psur.show')}
      </Button>
    </form>
  );
}
