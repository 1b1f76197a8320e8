import { useId, type ReactNode } from 'react';
import { X } from 'lucide-react';
import {
  CASE_SOURCES,
  REVIEW_FLAGS,
  VECTOR_KINDS,
  VECTOR_STATUSES,
  type PlainMessageKey,
} from '@vigila/domain';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { FLAG_CODE } from '@/review/lib/labels.ts';
import { CASE_SOURCE_NAME } from '@/review/lib/labels.ts';
import { VECTOR_KIND_NAME, VECTOR_STATUS_NAME } from '../lib/vector-labels.ts';
import { hasVectorFilters, type VectorParams } from '../lib/vector-params.ts';

const selectClass =
  'h-9 rounded-md border border-input bg-background px-2 text-sm text-foreground shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40';

const labelOf = <T extends string>(labels: Record<T, PlainMessageKey>, option: T): PlainMessageKey =>
  labels[option];

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex min-w-32 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

function Choice<T extends string>({
  label,
  value,
  options,
  names,
  anyLabel,
  onChange,
}: {
  label: string;
  value: T | undefined;
  options: readonly T[];
  names: Record<T, PlainMessageKey>;
  anyLabel?: string;
  onChange: (value: T | undefined) => void;
}) {
  const t = useT();
  return (
    <Field label={label}>
      {(id) => (
        <select
          id={id}
          className={selectClass}
          value={value ?? ''}
          onChange={(event) => onChange(options.find((option) => option === event.target.value))}
        >
          {anyLabel ? <option value="">{anyLabel}</option> : null}
          {options.map((option) => (
            <option key={option} value={option}>
              {t(labelOf(names, option))}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Where to look, source, flag, status and date range; every change goes to the URL and searches again. */
export function VectorFilters({
  params,
  onChange,
}: {
  params: VectorParams;
  onChange: (patch: Partial<VectorParams>) => void;
}) {
  const t = useT();
  const any = t('vector.any');
  return (
    <div
      role="group"
      aria-label={t('vector.filters')}
      className="flex flex-wrap items-end gap-x-4 gap-y-3 rounded-lg border bg-card p-3"
    >
      <Choice
        label={t('vector.kind')}
        value={params.kind}
        options={VECTOR_KINDS}
        names={VECTOR_KIND_NAME}
        onChange={(kind) => onChange({ kind: kind ?? 'all' })}
      />
      <Choice
        label={t('vector.source')}
        value={params.source}
        options={CASE_SOURCES}
        names={CASE_SOURCE_NAME}
        anyLabel={any}
        onChange={(source) => onChange({ source })}
      />
      <Choice
        label={t('vector.flag')}
        value={params.flag}
        options={REVIEW_FLAGS}
        names={FLAG_CODE}
        anyLabel={any}
        onChange={(flag) => onChange({ flag })}
      />
      <Choice
        label={t('vector.status')}
        value={params.status}
        options={VECTOR_STATUSES}
        names={VECTOR_STATUS_NAME}
        anyLabel={any}
        onChange={(status) => onChange({ status })}
      />
      <Field label={t('vector.from')}>
        {(id) => (
          <Input
            id={id}
            type="date"
            className="w-40"
            value={params.from ?? ''}
            onChange={(event) => onChange({ from: event.target.value || undefined })}
          />
        )}
      </Field>
      <Field label={t('vector.to')}>
        {(id) => (
          <Input
            id={id}
            type="date"
            className="w-40"
            value={params.to ?? ''}
            onChange={(event) => onChange({ to: event.target.value || undefined })}
          />
        )}
      </Field>
      {hasVectorFilters(params) ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() =>
            onChange({
              kind: 'all',
              source: undefined,
              flag: undefined,
              status: undefined,
              from: undefined,
              to: undefined,
            })
          }
        >
          <X aria-hidden="true" />
          {t('vector.clear')}
        </Button>
      ) : null}
    </div>
  );
}
