import { useEffect, useId, useState, type ReactNode } from 'react';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { DATE_FILTER_MODES, type AnyFlag, type DateFilterMode, type PlainMessageKey } from '@vigila/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { DatabaseFilter } from './database-filter.tsx';
import { FLAG_CODE } from '../lib/labels.ts';
import type { FilterPatch, ListFilters } from '../lib/list-params.ts';

const DATE_MODE_LABEL = {
  on: 'filters.dateOn',
  before: 'filters.dateBefore',
  after: 'filters.dateAfter',
} as const satisfies Record<DateFilterMode, PlainMessageKey>;

const SEARCH_DELAY_MS = 300;

const selectClass =
  'h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40';

/** The search box writes to the URL once typing pauses; it follows the URL when that changes elsewhere. */
function SearchBox({
  value,
  placeholder,
  onChange,
}: {
  value: string;
  placeholder: string;
  onChange: (q: string) => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState(value);
  const settled = useDebouncedValue(draft, SEARCH_DELAY_MS);
  useEffect(() => {
    if (settled.trim() !== value) onChange(settled);
    // Only a settled draft writes; `value` changing from outside is handled below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== draft.trim()) setDraft(value);
  }
  return (
    <div className="relative min-w-48 flex-1">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label={t('filters.search')}
        placeholder={placeholder}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        className="pl-8"
      />
    </div>
  );
}

/**
 * The filter bar of SPEC §2.7: a Filters toggle, text search, the date filter (On/Before/After, absent where a
 * source does not apply it), the AI flag checkboxes and, for literature, the source checkbox group. `extra` holds
 * any further source-specific filter.
 */
export function FilterBar({
  filters,
  flags,
  dateFilter,
  databaseFilter = false,
  searchPlaceholder,
  activeCount,
  onChange,
  onClear,
  extra,
}: {
  filters: ListFilters;
  flags: readonly AnyFlag[];
  dateFilter: boolean;
  databaseFilter?: boolean;
  searchPlaceholder: string;
  activeCount: number;
  onChange: (patch: FilterPatch) => void;
  onClear: () => void;
  extra?: ReactNode;
}) {
  const t = useT();
  const panelId = useId();
  const ids = { mode: useId(), date: useId() };
  const [open, setOpen] = useState(activeCount > 0);
  const toggleFlag = (flag: AnyFlag, on: boolean) =>
    onChange({ flags: on ? [...filters.flags, flag] : filters.flags.filter((f) => f !== flag) });

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          <SlidersHorizontal aria-hidden="true" />
          {t('filters.toggle')}
          {activeCount > 0 ? (
            <Badge variant="secondary">{t('filters.active', { count: activeCount })}</Badge>
          ) : null}
        </Button>
        <SearchBox value={filters.q} placeholder={searchPlaceholder} onChange={(q) => onChange({ q })} />
      </div>
      {open ? (
        <div id={panelId} className="flex flex-wrap items-end gap-x-6 gap-y-3 rounded-lg border bg-card p-3">
          {dateFilter ? (
            <div className="flex items-end gap-2">
              <div className="flex flex-col gap-1">
                <label htmlFor={ids.mode} className="text-xs font-medium text-muted-foreground">
                  {t('filters.dateMode')}
                </label>
                <select
                  id={ids.mode}
                  className={selectClass}
                  value={filters.dateMode}
                  onChange={(event) => onChange({ dateMode: event.target.value as DateFilterMode })}
                >
                  {DATE_FILTER_MODES.map((mode) => (
                    <option key={mode} value={mode}>
                      {t(DATE_MODE_LABEL[mode])}
                    </option>
                  ))}
                </select>
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor={ids.date} className="text-xs font-medium text-muted-foreground">
                  {t('filters.date')}
                </label>
                <Input
                  id={ids.date}
                  type="date"
                  className="w-40"
                  value={filters.date}
                  onChange={(event) => onChange({ date: event.target.value })}
                />
              </div>
            </div>
          ) : null}
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-xs font-medium text-muted-foreground">{t('filters.flags')}</legend>
            <div className="flex h-9 items-center gap-4">
              {flags.map((flag) => (
                <label key={flag} className="flex items-center gap-1.5 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={filters.flags.includes(flag)}
                    onChange={(event) => toggleFlag(flag, event.target.checked)}
                  />
                  {t(FLAG_CODE[flag])}
                </label>
              ))}
            </div>
          </fieldset>
          {databaseFilter ? (
            <DatabaseFilter selected={filters.databases} onChange={(databases) => onChange({ databases })} />
          ) : null}
          {extra}
          {activeCount > 0 ? (
            <Button variant="ghost" size="sm" onClick={onClear} className="ml-auto">
              <X aria-hidden="true" />
              {t('filters.clear')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
