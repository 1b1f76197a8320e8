import { useState } from 'react';
import { ArrowUp, Plus, Scale, Trash2 } from 'lucide-react';
import {
  canEditReportingRules,
  REPORTING_OBLIGATIONS,
  REPORTING_RECEIVERS,
  RULE_COUNTRIES,
  RULE_EXPECTEDNESS,
  RULE_PRODUCT_TYPES,
  RULE_RELATEDNESS,
  RULE_REPORT_SOURCES,
  RULE_SERIOUSNESS,
  type ReceiverRuleTable,
  type ReportingReceiver,
  type ReportingRule,
  type ReportingRulesAnswer,
} from '@vigila/domain';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useAuthStore } from '@/lib/auth/auth-store.ts';
import { useT, type Translate } from '@/lib/i18n/index.ts';
import { notify } from '@/lib/notify.ts';
import { usePreferences } from '@/lib/preferences-store.ts';
import { SettingsSection } from '../settings-section.tsx';
import { useReportingRules, useSaveReportingRules } from './reporting-rules-api.ts';

const SELECT_CLASS = 'h-8 rounded-md border border-input bg-background px-2 text-sm';

/** The columns a rule matches on, each with its values (the obligation is chosen apart). */
const MATCH_COLUMNS = [
  { key: 'seriousness', label: 'reportingRules.column.seriousness', values: RULE_SERIOUSNESS },
  { key: 'expectedness', label: 'reportingRules.column.expectedness', values: RULE_EXPECTEDNESS },
  { key: 'relatedness', label: 'reportingRules.column.relatedness', values: RULE_RELATEDNESS },
  { key: 'source', label: 'reportingRules.column.source', values: RULE_REPORT_SOURCES },
  { key: 'country', label: 'reportingRules.column.country', values: RULE_COUNTRIES },
  { key: 'product_type', label: 'reportingRules.column.productType', values: RULE_PRODUCT_TYPES },
] as const;

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

function RuleRow({
  rule,
  number,
  editable,
  onChange,
  onRemove,
  onMoveUp,
  t,
}: {
  rule: ReportingRule;
  number: number;
  editable: boolean;
  onChange: (rule: ReportingRule) => void;
  onRemove: () => void;
  onMoveUp: () => void;
  t: Translate;
}) {
  const label = (column: string) => t('reportingRules.ruleLabel', { number, column });
  return (
    <tr className="border-t align-top">
      <td className="py-2 pr-2 tabular-nums text-muted-foreground">{number}</td>
      {MATCH_COLUMNS.map((column) => (
        <td key={column.key} className="py-2 pr-2">
          {editable ? (
            <select
              aria-label={label(t(column.label))}
              className={SELECT_CLASS}
              value={rule[column.key]}
              onChange={(event) => onChange({ ...rule, [column.key]: event.target.value })}
            >
              {column.values.map((value) => (
                <option key={value} value={value}>
                  {t(`reportingRules.value.${value}`)}
                </option>
              ))}
            </select>
          ) : (
            t(`reportingRules.value.${rule[column.key]}`)
          )}
        </td>
      ))}
      <td className="py-2 pr-2">
        {editable ? (
          <select
            aria-label={label(t('reportingRules.column.obligation'))}
            className={SELECT_CLASS}
            value={rule.obligation}
            onChange={(event) =>
              onChange({ ...rule, obligation: event.target.value as ReportingRule['obligation'] })
            }
          >
            {REPORTING_OBLIGATIONS.map((value) => (
              <option key={value} value={value}>
                {t(`reportingRules.obligation.${value}`)}
              </option>
            ))}
          </select>
        ) : (
          <strong>{t(`reportingRules.obligation.${rule.obligation}`)}</strong>
        )}
      </td>
      <td className="min-w-64 py-2 pr-2">
        {editable ? (
          <Input
            aria-label={label(t('reportingRules.column.basis'))}
            value={rule.basis}
            onChange={(event) => onChange({ ...rule, basis: event.target.value })}
          />
        ) : (
          <span className="text-muted-foreground">{rule.basis}</span>
        )}
      </td>
      {editable ? (
        <td className="whitespace-nowrap py-2">
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('reportingRules.moveUp', { number })}
            disabled={number === 1}
            onClick={onMoveUp}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('reportingRules.removeRule', { number })}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </td>
      ) : null}
    </tr>
  );
}

/** One receiver's table: read for everyone, edited and saved as a new version by an owner or admin. */
function ReceiverRules({ entry, editable }: { entry: ReportingRulesAnswer[number]; editable: boolean }) {
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

/** Settings → Reporting rules (issue 26 point 5, decision 0040): one table per receiver. */
export function ReportingRulesSection() {
  const t = useT();
  const roles = useAuthStore((state) => state.user?.roles ?? []);
  const editable = canEditReportingRules(roles);
  const rules = useReportingRules();
  const [receiver, setReceiver] = useState<ReportingReceiver>('fda');
  const entry = rules.data?.find((candidate) => candidate.receiver === receiver);
  return (
    <SettingsSection
      value="reporting-rules"
      icon={Scale}
      title={t('reportingRules.title')}
      description={t('reportingRules.description')}
    >
      <div className="grid gap-4">
        {editable ? null : <p className="text-sm text-muted-foreground">{t('reportingRules.readOnly')}</p>}
        <div role="group" aria-label={t('obligations.receiver')} className="flex flex-wrap gap-2">
          {REPORTING_RECEIVERS.map((candidate) => (
            <Button
              key={candidate}
              size="sm"
              variant={candidate === receiver ? 'default' : 'outline'}
              aria-pressed={candidate === receiver}
              onClick={() => setReceiver(candidate)}
            >
              {t(`reportingRules.receiver.${candidate}`)}
            </Button>
          ))}
        </div>
        {rules.isPending ? (
          <p className="text-sm text-muted-foreground">{t('reportingRules.loading')}</p>
        ) : rules.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('reportingRules.failed')}
          </p>
        ) : entry ? (
          // A new draft per receiver and per saved version: switching never carries one table's edits to another.
          <ReceiverRules
            key={`${receiver}-${entry.versions[0]?.id ?? 'defaults'}`}
            entry={entry}
            editable={editable}
          />
        ) : null}
      </div>
    </SettingsSection>
  );
}
