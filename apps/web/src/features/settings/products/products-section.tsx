import { useState } from 'react';
import { Archive, ArchiveRestore, Package, Pencil, Plus } from 'lucide-react';
import type { Product, ProductInput } from '@vigila/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { useMay } from '@/lib/use-permissions.ts';
import { SettingsSection } from '../settings-section.tsx';
import { ProductForm, type PreferredTermPicker } from './product-form.tsx';
import { useArchiveProduct, useProducts, useSaveProduct } from './products-api.ts';

/** One product of the list: its names, its label, and what the reader may do with it. */
function ProductLine({
  product,
  canEdit,
  onEdit,
}: {
  product: Product;
  canEdit: boolean;
  onEdit: () => void;
}) {
  const t = useT();
  const archive = useArchiveProduct();
  const archived = product.archived_at !== null;
  const toggle = () =>
    archive.mutate(
      { id: product.id, archived: !archived },
      {
        onSuccess: () =>
          notify.success(
            t(archived ? 'products.restoredDone' : 'products.archivedDone', { name: product.name }),
          ),
        onError: (error) => notify.error(t('products.saveFailed', { message: error.message })),
      },
    );
  const names = [...product.brands.filter((brand) => brand !== product.name)].join(', ');
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-lg border p-3">
      <div className="min-w-0">
        <p className="font-medium">
          {product.name}
          {names ? <span className="font-normal text-muted-foreground"> · {names}</span> : null}
          <Badge variant="secondary" className="ml-2">
            {t(`reportingRules.value.${product.product_type}`)}
          </Badge>
          {archived ? (
            <Badge variant="outline" className="ml-2">
              {t('products.archived')}
            </Badge>
          ) : null}
        </p>
        {product.substances.length > 0 ? (
          <p className="text-sm text-muted-foreground">
            {t('products.summary.substances', { list: product.substances.join(', ') })}
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">
          {product.label_version
            ? t('products.summary.label', {
                version: product.label_version,
                count: product.expected_terms.length,
              })
            : t('products.summary.noLabel')}
        </p>
      </div>
      {canEdit ? (
        <div className="flex gap-1">
          {archived ? null : (
            <Button
              type="button"
              size="icon"
              variant="ghost"
              aria-label={t('products.edit', { name: product.name })}
              onClick={onEdit}
            >
              <Pencil aria-hidden="true" />
            </Button>
          )}
          <Button
            type="button"
            size="icon"
            variant="ghost"
            disabled={archive.isPending}
            aria-label={t(archived ? 'products.restore' : 'products.archive', { name: product.name })}
            onClick={toggle}
          >
            {archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * Settings → Products (issue 26 point 3, decision 0042): the organisation's product dictionary. Case drugs link to
 * it, expectedness follows each label's expected reactions, and items naming a product are marked. Nothing is
 * deleted: a product is archived and can be restored.
 */
export function ProductsSection({ termPicker }: { termPicker?: PreferredTermPicker }) {
  const t = useT();
  const canEdit = useMay()('products.edit');
  const [showArchived, setShowArchived] = useState(false);
  const products = useProducts(showArchived);
  const save = useSaveProduct();
  // null: no form open; 'new': adding; else the product being edited.
  const [editing, setEditing] = useState<Product | 'new' | null>(null);

  const submit = (body: ProductInput) =>
    save.mutate(
      { id: editing === 'new' || editing === null ? null : editing.id, body },
      {
        onSuccess: () => {
          notify.success(t('products.saved'));
          setEditing(null);
        },
        onError: (error) => notify.error(t('products.saveFailed', { message: error.message })),
      },
    );

  return (
    <SettingsSection
      value="products"
      icon={Package}
      title={t('products.title')}
      description={t('products.description')}
    >
      <div className="grid gap-3">
        {canEdit ? null : <p className="text-sm text-muted-foreground">{t('products.readOnly')}</p>}
        {products.isPending ? (
          <p className="text-sm text-muted-foreground">{t('products.loading')}</p>
        ) : products.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('products.failed')}
          </p>
        ) : products.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('products.empty')}</p>
        ) : (
          <ul className="grid gap-2">
            {products.data.map((product) =>
              editing !== null && editing !== 'new' && editing.id === product.id ? (
                <li key={product.id}>
                  <ProductForm
                    product={product}
                    termPicker={termPicker}
                    pending={save.isPending}
                    onSave={submit}
                    onCancel={() => setEditing(null)}
                  />
                </li>
              ) : (
                <ProductLine
                  key={product.id}
                  product={product}
                  canEdit={canEdit}
                  onEdit={() => setEditing(product)}
                />
              ),
            )}
          </ul>
        )}
        {editing === 'new' ? (
          <ProductForm
            product={null}
            termPicker={termPicker}
            pending={save.isPending}
            onSave={submit}
            onCancel={() => setEditing(null)}
          />
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          {canEdit && editing === null ? (
            <Button type="button" variant="outline" onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" />
              {t('products.add')}
            </Button>
          ) : null}
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={showArchived}
              onChange={(event) => setShowArchived(event.target.checked)}
            />
            {t('products.showArchived')}
          </label>
        </div>
      </div>
    </SettingsSection>
  );
}
