import { useId, useState } from 'react';
import { MEDDRA_SEARCH_MIN_CHARS, type ExpectedPreferredTerm, type MeddraTerm } from '@vigila/domain';
import { Input } from '@/components/ui/input.tsx';
import { useCodingLanguage, useMeddraSearch } from '@/features/cases/api/search-meddra.ts';
import { MEDDRA_SEARCH_DEBOUNCE_MS } from '@/features/cases/components/meddra-term-input.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';

/** The distinct preferred terms of a search's LLTs, in the order found. */
function preferredTermsOf(terms: readonly MeddraTerm[]): ExpectedPreferredTerm[] {
  const seen = new Map<string, ExpectedPreferredTerm>();
  for (const term of terms)
    if (!seen.has(term.pt_code)) seen.set(term.pt_code, { pt_code: term.pt_code, pt_term: term.pt_name });
  return [...seen.values()];
}

/**
 * Settings → Products' expected-reaction picker: the case form's MedDRA search (GET /meddra/search over the
 * organisation's release, in the language it codes in), answering the preferred term of the LLT found. Composed in
 * here because the settings feature may not import the cases feature.
 */
export function PreferredTermPicker({
  label,
  onPick,
}: {
  label: string;
  onPick: (term: ExpectedPreferredTerm) => void;
}) {
  const t = useT();
  const listId = useId();
  const language = useCodingLanguage();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), MEDDRA_SEARCH_DEBOUNCE_MS);
  const searching = language !== null && query.length >= MEDDRA_SEARCH_MIN_CHARS;
  const search = useMeddraSearch(query, language ?? 'en', searching);
  if (language === null) return <p className="text-xs text-muted-foreground">{t('products.noRelease')}</p>;
  const options = searching ? preferredTermsOf(search.data ?? []) : [];
  return (
    <div className="relative grid gap-1">
      <Input
        role="combobox"
        aria-label={label}
        aria-expanded={options.length > 0}
        aria-controls={listId}
        placeholder={t('meddra.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {options.length > 0 ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('meddra.suggestions')}
          className="absolute top-10 z-20 w-full rounded-md border bg-popover text-sm shadow-md"
        >
          {options.map((term) => (
            <li
              key={term.pt_code}
              role="option"
              aria-selected={false}
              className="cursor-pointer px-3 py-2 hover:bg-accent"
              onMouseDown={(event) => {
                event.preventDefault();
                onPick(term);
                setText('');
              }}
            >
              {term.pt_term} ({term.pt_code})
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
