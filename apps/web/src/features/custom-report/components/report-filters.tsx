import {
  CASE_SOURCES,
  CASE_STATUSES,
  CASE_TYPES,
  LITERATURE_FLAGS,
  REVIEW_FLAGS,
  SOURCES,
  STATUS_FILTERS,
} from '@vigila/domain';
import { useT } from '@/lib/i18n/index.ts';
import type { CaseReportDefinition, ItemReportDefinition } from '../lib/report-definition.ts';
import { cellText } from '../lib/value-labels.ts';
import { CheckboxGroup, OptionSelect, TextField } from './builder-fields.tsx';

const ITEM_FLAGS = [...REVIEW_FLAGS, ...LITERATURE_FLAGS] as const;

function DateRange({
  from,
  to,
  onChange,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (range: { date_from?: string | undefined; date_to?: string | undefined }) => void;
}) {
  const t = useT();
  return (
    <div className="grid grid-cols-2 gap-2">
      <TextField
        label={t('customReport.dateFrom')}
        type="date"
        value={from}
        onChange={(date_from) => onChange({ date_from })}
      />
      <TextField
        label={t('customReport.dateTo')}
        type="date"
        value={to}
        onChange={(date_to) => onChange({ date_to })}
      />
    </div>
  );
}

type ItemFilters = ItemReportDefinition['filters'];

/** An items report's filters: sources, flags (any of), review status, published date, text. */
export function ItemFilterFields({
  filters,
  onChange,
}: {
  filters: ItemFilters;
  onChange: (patch: Partial<ItemFilters>) => void;
}) {
  const t = useT();
  const statusLabel = (status: (typeof STATUS_FILTERS)[number]) =>
    status === 'all' ? t('customReport.any') : cellText(t, 'status', status);
  return (
    <div className="space-y-3">
      <CheckboxGroup
        legend={t('customReport.sources')}
        options={SOURCES}
        chosen={filters.sources}
        optionLabel={(source) => cellText(t, 'source', source)}
        onChange={(sources) => onChange({ sources })}
      />
      <CheckboxGroup
        legend={t('customReport.flags')}
        options={ITEM_FLAGS}
        chosen={filters.flags}
        optionLabel={(flag) => cellText(t, 'flag', flag)}
        onChange={(flags) => onChange({ flags })}
      />
      <OptionSelect
        label={t('customReport.status')}
        value={filters.status}
        options={STATUS_FILTERS}
        optionLabel={statusLabel}
        onChange={(status) => onChange({ status: status ?? 'all' })}
      />
      <p className="text-xs font-medium text-muted-foreground">{t('customReport.datePublished')}</p>
      <DateRange from={filters.date_from} to={filters.date_to} onChange={onChange} />
      <TextField
        label={t('customReport.text')}
        value={filters.text}
        onChange={(text) => onChange({ text })}
      />
    </div>
  );
}

type CaseFilters = CaseReportDefinition['filters'];

/** A cases report's filters: sources, status, type, creation or receipt date, product, text. */
export function CaseFilterFields({
  filters,
  onChange,
}: {
  filters: CaseFilters;
  onChange: (patch: Partial<CaseFilters>) => void;
}) {
  const t = useT();
  return (
    <div className="space-y-3">
      <CheckboxGroup
        legend={t('customReport.sources')}
        options={CASE_SOURCES}
        chosen={filters.sources}
        optionLabel={(source) => cellText(t, 'source', source)}
        onChange={(sources) => onChange({ sources })}
      />
      <div className="grid grid-cols-2 gap-2">
        <OptionSelect
          label={t('customReport.status')}
          value={filters.status}
          options={CASE_STATUSES}
          optionLabel={(status) => cellText(t, 'status', status)}
          anyLabel={t('customReport.any')}
          onChange={(status) => onChange({ status })}
        />
        <OptionSelect
          label={t('customReport.caseType')}
          value={filters.case_type}
          options={CASE_TYPES}
          optionLabel={(type) => cellText(t, 'case_type', type)}
          anyLabel={t('customReport.any')}
          onChange={(case_type) => onChange({ case_type })}
        />
      </div>
      <OptionSelect
        label={t('customReport.dateField')}
        value={filters.date_field}
        options={['created_at', 'day_zero'] as const}
        optionLabel={(field) =>
          t(field === 'created_at' ? 'customReport.dateCreated' : 'customReport.dateDayZero')
        }
        onChange={(date_field) => onChange({ date_field: date_field ?? 'created_at' })}
      />
      <DateRange from={filters.date_from} to={filters.date_to} onChange={onChange} />
      <TextField
        label={t('customReport.product')}
        value={filters.product}
        onChange={(product) => onChange({ product })}
      />
      <TextField
        label={t('customReport.text')}
        value={filters.text}
        onChange={(text) => onChange({ text })}
      />
    </div>
  );
}
