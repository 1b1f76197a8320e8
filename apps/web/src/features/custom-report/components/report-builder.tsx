import { Play } from 'lucide-react';
import {
  CASE_REPORT_COLUMNS,
  CASE_REPORT_GROUPS,
  ITEM_REPORT_COLUMNS,
  ITEM_REPORT_GROUPS,
  REPORT_SUBJECTS,
  type ReportSubject,
} from '@vigila/domain';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { newDefinition, type CustomReportDefinition } from '../lib/report-definition.ts';
import { CheckboxGroup, OptionSelect } from './builder-fields.tsx';
import { CaseFilterFields, ItemFilterFields } from './report-filters.tsx';

const SUBJECT_LABEL = { items: 'customReport.subjectItems', cases: 'customReport.subjectCases' } as const;

/** The report's definition as a form: subject, filters, columns, grouping; "Run" applies it. */
export function ReportBuilder({
  draft,
  onChange,
  onRun,
  running,
}: {
  draft: CustomReportDefinition;
  onChange: (definition: CustomReportDefinition) => void;
  onRun: () => void;
  running: boolean;
}) {
  const t = useT();
  const setSubject = (subject: ReportSubject) => {
    if (subject !== draft.subject) onChange(newDefinition(subject));
  };
  return (
    <form
      aria-label={t('customReport.builder')}
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        onRun();
      }}
    >
      <fieldset>
        <legend className="mb-1 text-xs font-medium text-muted-foreground">
          {t('customReport.subject')}
        </legend>
        <div className="flex gap-4">
          {REPORT_SUBJECTS.map((subject) => (
            <label key={subject} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="report-subject"
                className="size-4 accent-primary"
                checked={draft.subject === subject}
                onChange={() => setSubject(subject)}
              />
              {t(SUBJECT_LABEL[subject])}
            </label>
          ))}
        </div>
      </fieldset>
      <section className="space-y-2">
        <h3 className="text-sm font-semibold">{t('customReport.filters')}</h3>
        {draft.subject === 'items' ? (
          <ItemFilterFields
            filters={draft.filters}
            onChange={(patch) => onChange({ ...draft, filters: { ...draft.filters, ...patch } })}
          />
        ) : (
          <CaseFilterFields
            filters={draft.filters}
            onChange={(patch) => onChange({ ...draft, filters: { ...draft.filters, ...patch } })}
          />
        )}
      </section>
      {draft.subject === 'items' ? (
        <>
          <CheckboxGroup
            legend={t('customReport.columns')}
            options={ITEM_REPORT_COLUMNS}
            chosen={draft.columns}
            optionLabel={(column) => t(`customReport.column.${column}`)}
            onChange={(columns) =>
              onChange({ ...draft, columns: ITEM_REPORT_COLUMNS.filter((c) => columns.includes(c)) })
            }
          />
          <OptionSelect
            label={t('customReport.groupBy')}
            value={draft.group_by}
            options={ITEM_REPORT_GROUPS}
            optionLabel={(group) => t(`customReport.group.${group}`)}
            anyLabel={t('customReport.noGrouping')}
            onChange={(group_by) => onChange({ ...draft, group_by: group_by ?? null })}
          />
        </>
      ) : (
        <>
          <CheckboxGroup
            legend={t('customReport.columns')}
            options={CASE_REPORT_COLUMNS}
            chosen={draft.columns}
            optionLabel={(column) => t(`customReport.column.${column}`)}
            onChange={(columns) =>
              onChange({ ...draft, columns: CASE_REPORT_COLUMNS.filter((c) => columns.includes(c)) })
            }
          />
          <OptionSelect
            label={t('customReport.groupBy')}
            value={draft.group_by}
            options={CASE_REPORT_GROUPS}
            optionLabel={(group) => t(`customReport.group.${group}`)}
            anyLabel={t('customReport.noGrouping')}
            onChange={(group_by) => onChange({ ...draft, group_by: group_by ?? null })}
          />
        </>
      )}
      <Button type="submit" disabled={running || draft.columns.length === 0}>
        <Play aria-hidden="true" />
        {running ? t('customReport.running') : t('customReport.run')}
      </Button>
    </form>
  );
}
