import { useState } from 'react';
import { ChevronDown, History } from 'lucide-react';
import {
  caseFieldDefinition,
  isRepeatableSection,
  type CaseFieldValue,
  type CaseHistoryEntry,
} from '@vigila/domain';
import { formatHistoryTimestamp } from '@/review/lib/history-format.ts';
import { useT, type Translate } from '@/lib/i18n/index.ts';
import { useCaseHistory } from '../api/get-case-history.ts';
import { CASE_STATUS_LABEL, CASE_TYPE_LABEL } from '@/review/lib/labels.ts';
import { fieldLabelKey, sectionTitleKey } from '../lib/field-labels.ts';
import { entryLabel } from './section-entries.tsx';

/** A recorded value as a reader knows it: statuses and types by their labels, unset as '(empty)'. */
function valueText(field: string, value: CaseFieldValue, t: Translate): string {
  if (value === null || value === '') return t('caseForm.historyEmptyValue');
  if (typeof value === 'string' && field === 'status' && Object.hasOwn(CASE_STATUS_LABEL, value)) {
    return t(CASE_STATUS_LABEL[value as keyof typeof CASE_STATUS_LABEL]);
  }
  if (typeof value === 'string' && field === 'case_type' && Object.hasOwn(CASE_TYPE_LABEL, value)) {
    return t(CASE_TYPE_LABEL[value as keyof typeof CASE_TYPE_LABEL]);
  }
  return String(value);
}

/** The changed thing's name: a form field's label, or the case status / type the server records by name. */
function subject(field: string, t: Translate): string {
  if (field === 'status') return t('caseForm.status');
  if (field === 'case_type') return t('caseForm.type');
  return caseFieldDefinition(field) ? t(fieldLabelKey(field)) : field;
}

/** A field's change shows its old and new values; the other events say what happened in words. */
const FIELD_CHANGES = new Set(['case.field_updated', 'case.type_changed', 'case.status_changed']);

const detailText = (entry: CaseHistoryEntry, key: string): string => {
  const value = entry.details?.[key];
  return value === null || value === undefined ? '' : String(value);
};

const SECTION_ACTIONS = ['added', 'updated', 'removed', 'reordered', 'coded', 'uncoded'] as const;
const isSectionAction = (action: string): action is (typeof SECTION_ACTIONS)[number] =>
  (SECTION_ACTIONS as readonly string[]).includes(action);

/** A repeatable section's change (issue 13): which entry, and what was done to it. */
function sectionChangeText(entry: CaseHistoryEntry, name: string, t: Translate): string {
  const section = detailText(entry, 'section');
  const action = detailText(entry, 'action');
  const index = entry.details?.index;
  if (!isRepeatableSection(section) || !isSectionAction(action))
    return t('caseForm.historyEntry', { name, field: section });
  const sectionName = t(sectionTitleKey(section));
  return t(`caseForm.historySection.${action}`, {
    name,
    entry: typeof index === 'number' ? entryLabel(t, section, index) : sectionName,
    section: sectionName,
    field: entry.field ? subject(entry.field, t) : '',
  });
}

function entryText(entry: CaseHistoryEntry, t: Translate): string {
  const name = entry.changed_by_name ?? t('caseForm.historyUnknownUser');
  switch (entry.type) {
    case 'case.created':
      return t('caseForm.historyCreated', { name });
    case 'case.created_by_hand':
      return t('caseForm.historyCreatedByHand', { name });
    case 'case.imported':
      return t('caseForm.historyImported', { name, format: detailText(entry, 'format').toUpperCase() });
    case 'case.assigned':
      return t('caseForm.historyAssigned', { name });
    case 'case.receipt_dates_changed':
      return t('caseForm.historyReceiptDates', {
        name,
        initial: detailText(entry, 'new_initial_receipt_date'),
        latest: detailText(entry, 'new_latest_receipt_date'),
        reason: detailText(entry, 'reason'),
      });
    case 'case.seriousness_downgraded':
      return t('possiblySerious.history', {
        name,
        words: detailText(entry, 'words'),
        reason: detailText(entry, 'reason'),
      });
    case 'case.assessment_changed': {
      const pair = { name, drug: detailText(entry, 'drug'), reaction: detailText(entry, 'reaction') };
      const expectedness = detailText(entry, 'new_expectedness');
      return expectedness === 'expected' || expectedness === 'unexpected'
        ? t('assessment.historyOverride', {
            ...pair,
            expectedness: t(`assessment.expectedness.${expectedness}`),
            reason: detailText(entry, 'new_expectedness_reason'),
          })
        : t('assessment.history', pair);
    }
    case 'case.linked':
      return t('caseForm.historyLinked', { name, other: detailText(entry, 'linked_case_id').slice(0, 8) });
    case 'case.unlinked':
      return t('caseForm.historyUnlinked', { name, other: detailText(entry, 'linked_case_id').slice(0, 8) });
    case 'case.section_changed':
      return sectionChangeText(entry, name, t);
    default:
      return entry.field === null
        ? t('caseForm.historyCreated', { name })
        : t('caseForm.historyEntry', { name, field: subject(entry.field, t) });
  }
}

function HistoryEntries({ entries }: { entries: readonly CaseHistoryEntry[] }) {
  const t = useT();
  const ordered = [...entries].sort((a, b) => Date.parse(b.changed_at) - Date.parse(a.changed_at));
  return (
    <ol className="space-y-3">
      {ordered.map((entry) => (
        <li key={entry.id} className="text-sm">
          <div className="flex flex-wrap items-baseline gap-x-2">
            <span>{entryText(entry, t)}</span>
            <time dateTime={entry.changed_at} className="ml-auto text-xs text-muted-foreground tabular-nums">
              {formatHistoryTimestamp(entry.changed_at)}
            </time>
          </div>
          {entry.field !== null && FIELD_CHANGES.has(entry.type) ? (
            <p className="mt-0.5 break-words text-muted-foreground">
              <span className="line-through decoration-muted-foreground/60">
                {valueText(entry.field, entry.old_value, t)}
              </span>
              {' → '}
              <span className="text-foreground">{valueText(entry.field, entry.new_value, t)}</span>
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** The case's audit trail, collapsed until asked for: who changed which field, when, from what to what. */
export function CaseHistory({ caseId }: { caseId: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const history = useCaseHistory(caseId, open);
  const content = () => {
    if (history.isPending)
      return <p className="text-sm text-muted-foreground">{t('caseForm.historyLoading')}</p>;
    if (history.isError) {
      return (
        <p role="alert" className="text-sm text-destructive">
          {t('caseForm.historyFailed')}
        </p>
      );
    }
    if (history.data.length === 0) {
      return <p className="text-sm text-muted-foreground">{t('caseForm.historyEmpty')}</p>;
    }
    return <HistoryEntries entries={history.data} />;
  };
  return (
    <section className="rounded-lg border">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="case-history"
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center gap-2 px-4 py-3 text-left text-sm font-medium hover:bg-accent/50"
      >
        <History aria-hidden="true" className="size-4 text-muted-foreground" />
        {t('caseForm.history')}
        <ChevronDown
          aria-hidden="true"
          className={`ml-auto size-4 text-muted-foreground transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open ? (
        <div id="case-history" className="border-t px-4 py-3">
          {content()}
        </div>
      ) : null}
    </section>
  );
}
