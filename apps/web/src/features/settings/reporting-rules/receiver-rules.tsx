import { useState } from 'react';
import { Plus } from 'lucide-react';
import {
  REPORTING_OBLIGATIONS,
  type ReceiverRuleTable,
  type ReportingRule,
  type ReportingRulesAnswer,
} from '@vigila/domain';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { usePreferences } from '@/lib/preferences-store.ts';
import { useSaveReportingRules } from './reporting-rules-api.ts';
import { MATCH_COLUMNS, RuleRow, SELECT_CLASS } from './rule-row.tsx';

const today = () => new Date().toISOString().slice(0, 10);

function formatDay(day: string, language: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(language, { dateStyle: 'medium', timeZone: 'UTC' });
}

/** The table in force today: the newest saved version already effective, else the shipped one. */
function currentTable(entry: ReportingRulesAnswer[number]): ReceiverRuleTable {
  const now = today();
  return entry.versions.find((version) => version.effective_from <= now)?.table ?? entry.defaults;
}

/** The rules with the one at `index` swapped with the one above it. */
function movedUp(rules: readonly ReportingRule[], index: number): ReportingRule[] {
  if (index < 1 || index >= rules.length) return [...rules];
  return [
    ...rules.slice(0, index - 1),
    ...rules.slice(index, index + 1),
    ...rules.slice(index - 1, index),
    ...rules.slice(index + 1),
  ];
}

const blankRule = (): ReportingRule => ({
  seriousness: 'any',
  expectedness: 'any',
  relatedness: 'any',
  source: 'any',
  country: 'any',
  product_type: 'any',
  obligation: 'none',
  basis: '',
});

/** One receiver's table: read for everyone, edited and saved as a new version by an owner or admin. */
export function ReceiverRules({
  entry,
  editable,
}: {
  entry: ReportingRulesAnswer[number];
  editable: boolean;
}) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const save = useSaveReportingRules();
  const [draft, setDraft] = useState<ReceiverRuleTable>(() => currentTable(entry));
  const [effectiveFrom, setEffectiveFrom] = useState(today);
  const latest = entry.versions[0];
  const setRules = (rules: ReportingRule[]) => setDraft({ ...draft, rules });
  const submit = () =>
    save.mutate(
      {
        receiver: entry.receiver,
        body: {
          effective_from: effectiveFrom,
          rules: draft.rules,
          fallback: draft.fallback,
          fallback_basis: draft.fallback_basis,
        },
      },
      {
        onSuccess: () => notify.success(t('reportingRules.saved')),
        onError: (error) => notify.error(error.message),
      },
    );
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        {latest
          ? t('reportingRules.inForce', {
              date: formatDay(latest.effective_from, language),
              name: latest.created_by_name ?? '—',
            })
          : t('reportingRules.inForceDefaults')}
        {entry.versions.length > 0
          ? ` · ${t('reportingRules.history', { count: entry.versions.length })}`
          : ''}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-xs text-muted-foreground">
              <th scope="col" className="pb-1 pr-2 font-medium">
                #
              </th>
              {MATCH_COLUMNS.map((column) => (
                <th key={column.key} scope="col" className="pb-1 pr-2 font-medium">
                  {t(column.label)}
                </th>
              ))}
              <th scope="col" className="pb-1 pr-2 font-medium">
                {t('reportingRules.column.obligation')}
              </th>
              <th scope="col" className="pb-1 pr-2 font-medium">
                {t('reportingRules.column.basis')}
              </th>
            </tr>
          </thead>
          <tbody>
            {draft.rules.map((rule, index) => (
              <RuleRow
                key={index}
                rule={rule}
                number={index + 1}
                editable={editable}
                t={t}
                onChange={(changed) => setRules(draft.rules.map((old, at) => (at === index ? changed : old)))}
                onRemove={() => setRules(draft.rules.filter((_, at) => at !== index))}
                onMoveUp={() => setRules(movedUp(draft.rules, index))}
              />
            ))}
          </tbody>
        </table>
      </div>
      <div className="grid gap-2 sm:grid-cols-[auto_1fr] sm:items-center">
        <label htmlFor={`fallback-${entry.receiver}`} className="text-sm font-medium">
          {t('reportingRules.fallbackLabel')}
        </label>
        {editable ? (
          <select
            id={`fallback-${entry.receiver}`}
            className={SELECT_CLASS}
            value={draft.fallback}
            onChange={(event) =>
              setDraft({ ...draft, fallback: event.target.value as ReceiverRuleTable['fallback'] })
            }
          >
            {REPORTING_OBLIGATIONS.map((value) => (
              <option key={value} value={value}>
                {t(`reportingRules.obligation.${value}`)}
              </option>
            ))}
          </select>
        ) : (
          <span id={`fallback-${entry.receiver}`} className="text-sm">
            {t(`reportingRules.obligation.${draft.fallback}`)} — {draft.fallback_basis}
          </span>
        )}
        {editable ? (
          <>
            <label htmlFor={`fallback-basis-${entry.receiver}`} className="text-sm font-medium">
              {t('reportingRules.fallbackBasisLabel')}
            </label>
            <Input
              id={`fallback-basis-${entry.receiver}`}
              value={draft.fallback_basis}
              onChange={(event) => setDraft({ ...draft, fallback_basis: event.target.value })}
            />
          </>
        ) : null}
      </div>
      {editable ? (
        <div className="flex flex-wrap items-end gap-3">
          <Button variant="outline" size="sm" onClick={() => setRules([...draft.rules, blankRule()])}>
            <Plus aria-hidden="true" />
            {t('reportingRules.addRule')}
          </Button>
          <label className="grid gap-1 text-sm font-medium">
            {t('reportingRules.effectiveFrom')}
            <Input
              type="date"
              value={effectiveFrom}
              onChange={(event) => setEffectiveFrom(event.target.value)}
            />
          </label>
          <Button onClick={submit} disabled={save.isPending || effectiveFrom === ''}>
            {t('reportingRules.save')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
