import {
  REVIEW_FLAGS,
  SOURCES,
  type ReviewFlag,
  type Source,
  type TriageSeriousness,
  type TriageSort,
} from '@vigila/domain';
import { FLAG_CODE, SOURCE_NAME } from '@/review/lib/labels.ts';
import { useT } from '@/lib/i18n/index.ts';
import type { TriageFilters } from '../hooks/triage-filters.ts';

export interface TriageCounts {
  sources: Record<string, number>;
  flags: Record<ReviewFlag, number>;
}

const selectClass = 'h-8 rounded-md border bg-background px-2 text-sm';

/**
 * The inbox's sort (newest first, or priority: serious, possibly serious, own product, oldest received) and its
 * source, flag and seriousness filters, the source and flag choices with how many inbox items they hold. Literature's SS, QM and SI count as ADR, PQC and MI.
 */
export function TriageFilterBar({
  filters,
  counts,
  onChange,
}: {
  filters: TriageFilters;
  counts: TriageCounts | undefined;
  onChange: (next: TriageFilters) => void;
}) {
  const t = useT();
  const toggleFlag = (flag: ReviewFlag) =>
    onChange({
      ...filters,
      flags: filters.flags.includes(flag)
        ? filters.flags.filter((candidate) => candidate !== flag)
        : [...filters.flags, flag],
    });
  const withCount = (name: string, count: number | undefined) =>
    count === undefined ? name : t('triage.filterOption', { name, count });
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <label className="flex items-center gap-2">
        <span className="text-muted-foreground">{t('triage.sort')}</span>
        <select
          className={selectClass}
          value={filters.sort}
          title={t('triage.sortPriorityHint')}
          onChange={(event) => onChange({ ...filters, sort: event.target.value as TriageSort })}
        >
          <option value="newest">{t('triage.sortNewest')}</option>
          <option value="priority">{t('triage.sortPriority')}</option>
        </select>
      </label>
      <label className="flex items-center gap-2">
        <span className="text-muted-foreground">{t('triage.filterSource')}</span>
        <select
          className={selectClass}
          value={filters.source ?? ''}
          onChange={(event) => {
            const { source: _previous, ...rest } = filters;
            const source = event.target.value as Source | '';
            onChange(source ? { ...rest, source } : rest);
          }}
        >
          <option value="">{t('triage.filterAllSources')}</option>
          {SOURCES.map((source) => (
            <option key={source} value={source}>
              {withCount(t(SOURCE_NAME[source]), counts ? (counts.sources[source] ?? 0) : undefined)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="flex flex-wrap items-center gap-3">
        <legend className="sr-only">{t('triage.filterFlags')}</legend>
        <span aria-hidden="true" className="text-muted-foreground">
          {t('triage.filterFlags')}
        </span>
        {REVIEW_FLAGS.map((flag) => (
          <label key={flag} className="flex items-center gap-1">
            <input type="checkbox" checked={filters.flags.includes(flag)} onChange={() => toggleFlag(flag)} />
            {withCount(t(FLAG_CODE[flag]), counts?.flags[flag])}
          </label>
        ))}
      </fieldset>
      <label className="flex items-center gap-2">
        <span className="text-muted-foreground">{t('triage.filterSeriousness')}</span>
        <select
          className={selectClass}
          value={filters.seriousness ?? ''}
          onChange={(event) => {
            const { seriousness: _previous, ...rest } = filters;
            const seriousness = event.target.value as TriageSeriousness | '';
            onChange(seriousness ? { ...rest, seriousness } : rest);
          }}
        >
          <option value="">{t('triage.seriousnessAny')}</option>
          <option value="serious">{t('triage.seriousnessSerious')}</option>
          <option value="possibly_serious">{t('triage.seriousnessPossibly')}</option>
        </select>
      </label>
      <label className="flex items-center gap-1">
        <input
          type="checkbox"
          checked={filters.ownProducts === true}
          onChange={(event) => {
            const { ownProducts: _previous, ...rest } = filters;
            onChange(event.target.checked ? { ...rest, ownProducts: true } : rest);
          }}
        />
        {t('products.filterOwn')}
      </label>
    </div>
  );
}
