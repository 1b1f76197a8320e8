import { useId, useState, type ComponentType, type SubmitEvent } from 'react';
import { X } from 'lucide-react';
import {
  PRODUCT_TYPES,
  type ExpectedPreferredTerm,
  type Product,
  type ProductInput,
  type ProductType,
} from '@vigila/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { joinList, splitList } from './split-list.ts';

/**
 * Picks a MedDRA preferred term from the organisation's release. The app composes in the case form's MedDRA search
 * (features never import each other); without one, expected reactions cannot be added.
 */
export type PreferredTermPicker = ComponentType<{
  label: string;
  onPick: (term: ExpectedPreferredTerm) => void;
}>;

const LIST_FIELDS = ['brands', 'substances', 'strengths', 'forms', 'countries'] as const;
type ListField = (typeof LIST_FIELDS)[number];
const LIST_LABELS = {
  brands: 'products.field.brands',
  substances: 'products.field.substances',
  strengths: 'products.field.strengths',
  forms: 'products.field.forms',
  countries: 'products.field.countries',
} as const satisfies Record<ListField, string>;

interface Draft {
  name: string;
  productType: ProductType;
  mah: string;
  labelVersion: string;
  lists: Record<ListField, string>;
  expected: ExpectedPreferredTerm[];
}

const draftOf = (product: Product | null): Draft => ({
  name: product?.name ?? '',
  productType: product?.product_type ?? 'drug',
  mah: product?.marketing_authorisation_holder ?? '',
  labelVersion: product?.label_version ?? '',
  lists: Object.fromEntries(LIST_FIELDS.map((field) => [field, joinList(product?.[field] ?? [])])) as Record<
    ListField,
    string
  >,
  expected: product?.expected_terms ?? [],
});

const inputOf = (draft: Draft): ProductInput => ({
  name: draft.name,
  product_type: draft.productType,
  marketing_authorisation_holder: draft.mah.trim() || null,
  label_version: draft.labelVersion.trim() || null,
  expected_terms: draft.expected,
  ...(Object.fromEntries(LIST_FIELDS.map((field) => [field, splitList(draft.lists[field])])) as Record<
    ListField,
    string[]
  >),
});

/** Adding or editing one product: its names, authorisation and reference safety information. */
export function ProductForm({
  product,
  termPicker: TermPicker,
  pending,
  onSave,
  onCancel,
}: {
  product: Product | null;
  termPicker?: PreferredTermPicker;
  pending: boolean;
  onSave: (input: ProductInput) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(product));
  const labelMissing = draft.expected.length > 0 && draft.labelVersion.trim() === '';
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.name.trim() === '' || labelMissing) return;
    onSave(inputOf(draft));
  };
  const addTerm = (term: ExpectedPreferredTerm) =>
    setDraft((current) =>
      current.expected.some((known) => known.pt_code === term.pt_code)
        ? current
        : { ...current, expected: [...current.expected, term] },
    );

  return (
    <form onSubmit={submit} className="grid gap-3 rounded-lg border p-4">
      <label className="grid gap-1 text-sm font-medium">
        {t('products.field.name')}
        <Input
          value={draft.name}
          required
          maxLength={200}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
      </label>
      <label className="grid gap-1 text-sm font-medium">
        {t('products.field.productType')}
        <select
          className="h-9 w-fit rounded-md border border-input bg-background px-2 text-sm"
          value={draft.productType}
          onChange={(event) => setDraft({ ...draft, productType: event.target.value as ProductType })}
        >
          {PRODUCT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`reportingRules.value.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('products.listHint')}
      </p>
      <div className="grid gap-3 md:grid-cols-2">
        {LIST_FIELDS.map((field) => (
          <label key={field} className="grid gap-1 text-sm font-medium">
            {t(LIST_LABELS[field])}
            <Textarea
              rows={2}
              aria-describedby={`${id}-hint`}
              value={draft.lists[field]}
              onChange={(event) =>
                setDraft({ ...draft, lists: { ...draft.lists, [field]: event.target.value } })
              }
            />
          </label>
        ))}
        <label className="grid gap-1 text-sm font-medium">
          {t('products.field.mah')}
          <Input
            value={draft.mah}
            maxLength={200}
            onChange={(event) => setDraft({ ...draft, mah: event.target.value })}
          />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          {t('products.field.labelVersion')}
          <Input
            value={draft.labelVersion}
            maxLength={100}
            aria-invalid={labelMissing}
            onChange={(event) => setDraft({ ...draft, labelVersion: event.target.value })}
          />
        </label>
      </div>
      {labelMissing ? (
        <p role="alert" className="text-sm text-destructive">
          {t('products.labelNeeded')}
        </p>
      ) : null}
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{t('products.field.expected')}</legend>
        <ul className="flex flex-wrap gap-2">
          {draft.expected.map((term) => (
            <li key={term.pt_code}>
              <Badge variant="outline" className="gap-1">
                {term.pt_term} ({term.pt_code})
                <button
                  type="button"
                  aria-label={t('products.removeTerm', { term: term.pt_term })}
                  onClick={() =>
                    setDraft({
                      ...draft,
                      expected: draft.expected.filter((known) => known.pt_code !== term.pt_code),
                    })
                  }
                >
                  <X aria-hidden="true" className="size-3" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
        {TermPicker ? (
          <>
            <TermPicker label={t('products.field.expected')} onPick={addTerm} />
            <p className="text-xs text-muted-foreground">{t('products.expectedHint')}</p>
          </>
        ) : (
          <p className="text-xs text-muted-foreground">{t('products.noRelease')}</p>
        )}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {t('products.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('products.cancel')}
        </Button>
      </div>
    </form>
  );
}
