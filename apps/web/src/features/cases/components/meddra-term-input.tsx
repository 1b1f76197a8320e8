import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import {
  MEDDRA_SEARCH_MIN_CHARS,
  type MeddraCoding,
  type MeddraLanguage,
  type MeddraTerm,
} from '@vigila/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useHasMeddraRelease, useMeddraSearch } from '../api/search-meddra.ts';

/** Typing pauses this long before a search is sent. */
export const MEDDRA_SEARCH_DEBOUNCE_MS = 250;

export interface MeddraTermInputProps {
  value: MeddraCoding;
  onChange: (value: MeddraCoding) => void;
  /** The language of the release to search (the case's). */
  language: MeddraLanguage;
  id?: string;
  'aria-label'?: string;
  disabled?: boolean;
}

const uncoded = (term: string): MeddraCoding => ({ term, lltCode: null, ptCode: null });

/** Without a release: the term as free text, marked "not coded". */
function FreeTextTerm({ value, onChange, id, disabled, ...rest }: Omit<MeddraTermInputProps, 'language'>) {
  const t = useT();
  const hintId = useId();
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-2">
        <Input
          id={id}
          aria-label={rest['aria-label']}
          aria-describedby={hintId}
          value={value.term}
          disabled={disabled}
          onChange={(event) => onChange(uncoded(event.target.value))}
        />
        <Badge variant="warning">{t('meddra.notCoded')}</Badge>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('meddra.notCodedHint')}
      </p>
    </div>
  );
}

/** The chosen LLT: its code, its PT and (when known from the pick or a search) its SOC. */
function CodedLine({ value, picked }: { value: MeddraCoding; picked: MeddraTerm | null }) {
  const t = useT();
  if (!value.lltCode) return <Badge variant="warning">{t('meddra.notCoded')}</Badge>;
  const detail =
    picked && picked.llt_code === value.lltCode
      ? t('meddra.codedWithSoc', {
          llt: `${picked.llt_name} (${picked.llt_code})`,
          pt: `${picked.pt_name} (${picked.pt_code})`,
          soc: picked.soc_name,
        })
      : t('meddra.coded', { llt: value.lltCode, pt: value.ptCode ?? '' });
  return <p className="text-xs text-muted-foreground">{detail}</p>;
}

/**
 * With a release: a type-ahead over its current LLTs; leaving with typed words keeps them as free text. For callers
 * that already know the organisation has a release in `language`.
 */
export function MeddraTypeAhead({ value, onChange, language, id, disabled, ...rest }: MeddraTermInputProps) {
  const t = useT();
  const listId = useId();
  const [text, setText] = useState(value.term);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [picked, setPicked] = useState<MeddraTerm | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The stored term changed underneath (a reload, another entry moved here): show it unless it is being typed.
  useEffect(() => {
    if (document.activeElement !== input.current) setText(value.term);
  }, [value.term]);
  const query = useDebouncedValue(text.trim(), MEDDRA_SEARCH_DEBOUNCE_MS);
  const searching = open && query.length >= MEDDRA_SEARCH_MIN_CHARS;
  const search = useMeddraSearch(query, language, searching);
  // A term coded earlier: the search for its own name finds its PT and SOC to show.
  const known = useMeddraSearch(value.term, language, value.lltCode !== null && picked === null);
  const shown = picked ?? known.data?.find((term) => term.llt_code === value.lltCode) ?? null;
  const options = searching ? (search.data ?? []) : [];

  const pick = (term: MeddraTerm) => {
    setPicked(term);
    setText(term.llt_name);
    setOpen(false);
    onChange({ term: term.llt_name, lltCode: term.llt_code, ptCode: term.pt_code });
  };
  const leave = () => {
    setOpen(false);
    if (text !== value.term) onChange(uncoded(text));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (options.length === 0 ? 0 : (index + step + options.length) % options.length));
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="relative grid gap-1">
      <div className="flex items-center gap-2">
        <Input
          ref={input}
          id={id}
          role="combobox"
          aria-label={rest['aria-label']}
          aria-expanded={open && options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={
            open && options[active] ? `${listId}-${options[active].llt_code}` : undefined
          }
          placeholder={t('meddra.searchPlaceholder')}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={leave}
        />
        {value.lltCode ? (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t('meddra.clear')}
            disabled={disabled}
            onClick={() => {
              setPicked(null);
              onChange(uncoded(value.term));
            }}
          >
            <X aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      <CodedLine value={value} picked={shown} />
      {searching ? (
        <div className="absolute top-10 z-20 w-full rounded-md border bg-popover text-sm shadow-md">
          {search.isPending ? (
            <p className="px-3 py-2 text-muted-foreground">{t('meddra.searching')}</p>
          ) : search.isError ? (
            <p role="alert" className="px-3 py-2 text-destructive">
              {t('meddra.searchFailed')}
            </p>
          ) : options.length === 0 ? (
            <p className="px-3 py-2 text-muted-foreground">{t('meddra.noMatch')}</p>
          ) : null}
          <ul id={listId} role="listbox" aria-label={t('meddra.suggestions')}>
            {options.map((term, index) => (
              <li
                key={term.llt_code}
                id={`${listId}-${term.llt_code}`}
                role="option"
                aria-selected={index === active}
                className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-accent' : ''}`}
                // mousedown, not click: it comes before the input's blur, which would close the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(term);
                }}
              >
                <span className="block">{term.llt_name}</span>
                <span className="block text-xs text-muted-foreground">
                  {t('meddra.optionDetail', { pt: term.pt_name, soc: term.soc_name })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/**
 * A reaction or indication: coded against the organisation's MedDRA release in `language` (type-ahead of current
 * LLTs, keeping LLT and PT codes), or free text marked "not coded" when it has none (issue 13, decision 0018).
 */
export function MeddraTermInput(props: MeddraTermInputProps) {
  const release = useHasMeddraRelease(props.language);
  if (release.known && release.loaded) return <MeddraTypeAhead key={props.language} {...props} />;
  return <FreeTextTerm {...props} />;
}
