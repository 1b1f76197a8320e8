import { useId, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { CASE_SOURCES, CASE_STATUSES, CASE_TYPES, type PlainMessageKey } from '@vigila/domain';
import { Button } from '@/components/ui/button.tsx';
import { CASE_SOURCE_NAME } from '@/review/lib/labels.ts';
import { useT } from '@/lib/i18n/index.ts';
import { CASE_STATUS_LABEL, CASE_TYPE_LABEL } from '@/review/lib/labels.ts';
import { hasCaseFilters, type CaseFilterPatch, type CaseListFilters } from '../lib/case-filters.ts';

export const selectClass =
  'h-9 rounded-md border border-input bg-background px-2 text-sm text-foreground shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:opacity-50';

const ALL = '';

const labelOf = <T extends string>(labels: Record<T, PlainMessageKey>, option: T): PlainMessageKey =>
  labels[option];

function LabelledSelect<T extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
}: {
  label: string;
  value: T | undefined;
  options: readonly T[];
  optionLabel: Record<T, PlainMessageKey>;
  onChange: (value: T | undefined) => void;
}): ReactNode {
  const t = useT();
  const id = useId();
  return (
    <div className="flex min-w-36 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <select
        id={id}
        className={selectClass}
        value={value ?? ALL}
        onChange={(event) => onChange(options.find((option) => option === event.target.value))}
      >
        <option value={ALL}>{t('cases.filterAll')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {t(labelOf(optionLabel, option))}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The filter row (SPEC §2.9): status, type and source, plus the regulatory clock's overdue toggle. */
export function CaseFilterRow({
  filters,
  onChange,
  onClear,
}: {
  filters: CaseListFilters;
  onChange: (patch: CaseFilterPatch) => void;
  onClear: () => void;
}) {
  const t = useT();
  const overdueId = useId();
  return (
    <div
      role="group"
      aria-label={t('cases.filters')}
      className="flex flex-wrap items-end gap-x-4 gap-y-3 rounded-lg border bg-card p-3"
    >
      <LabelledSelect
        label={t('cases.filterStatus')}
        value={filters.status}
        options={CASE_STATUSES}
        optionLabel={CASE_STATUS_LABEL}
        onChange={(status) => onChange({ status })}
      />
      <LabelledSelect
        label={t('cases.filterType')}
        value={filters.case_type}
        options={CASE_TYPES}
        optionLabel={CASE_TYPE_LABEL}
        onChange={(caseType) => onChange({ case_type: caseType })}
      />
      <LabelledSelect
        label={t('cases.filterSource')}
        value={filters.source}
        options={CASE_SOURCES}
        optionLabel={CASE_SOURCE_NAME}
        onChange={(source) => onChange({ source })}
      />
      <div className="flex h-9 items-center gap-2">
        <input
          id={overdueId}
          type="checkbox"
          className="size-4 accent-primary"
          checked={filters.overdue}
          onChange={(event) => onChange({ overdue: event.target.checked })}
        />
        <label htmlFor={overdueId} className="text-sm">
          {t('cases.filterOverdue')}
        </label>
      </div>
      {hasCaseFilters(filters) ? (
        <Button variant="ghost" onClick={onClear}>
          <X aria-hidden="true" />
          {t('filters.clear')}
        </Button>
      ) : null}
    </div>
  );
}
