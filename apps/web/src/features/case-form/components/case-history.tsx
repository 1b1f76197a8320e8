import { useState } from 'react';
import { ChevronDown, History } from 'lucide-react';
import { caseFieldDefinition, type CaseFieldValue, type CaseHistoryEntry } from '@vigila/domain';
import { formatHistoryTimestamp } from '@/features/items/lib/history-format.ts';
import { useT, type Translate } from '@/lib/i18n/index.ts';
import { useCaseHistory } from '../api/get-case-history.ts';
import { fieldLabelKey } from '../lib/field-labels.ts';

function valueText(value: CaseFieldValue, t: Translate): string {
  if (value === null || value === '') return t('caseForm.historyEmptyValue');
  return String(value);
}

function subject(entry: CaseHistoryEntry, t: Translate): string {
  if (entry.field === null) return entry.type;
  return caseFieldDefinition(entry.field) ? t(fieldLabelKey(entry.field)) : entry.field;
}

function HistoryEntries({ entries }: { entries: readonly CaseHistoryEntry[] }) {
  const t = useT();
  const ordered = [...entries].sort((a, b) => Date.parse(b.changed_at) - Date.parse(a.changed_at));
  return (
    <ol className="space-y-3">
      {ordered.map((entry) => (
        <li key={entry.id} className="text-sm">
          <div className="flex flex-wrap items-baseline gap-x-2">
            <span>
              {t('caseForm.historyEntry', {
                name: entry.changed_by_name ?? t('caseForm.historyUnknownUser'),
                field: subject(entry, t),
              })}
            </span>
            <time dateTime={entry.changed_at} className="ml-auto text-xs text-muted-foreground tabular-nums">
              {formatHistoryTimestamp(entry.changed_at)}
            </time>
          </div>
          {entry.field !== null ? (
            <p className="mt-0.5 break-words text-muted-foreground">
              <span className="line-through decoration-muted-foreground/60">
                {valueText(entry.old_value, t)}
              </span>
              {' → '}
              <span className="text-foreground">{valueText(entry.new_value, t)}</span>
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
