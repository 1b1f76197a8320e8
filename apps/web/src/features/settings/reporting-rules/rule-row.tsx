import { ArrowUp, Trash2 } from 'lucide-react';
import {
  REPORTING_OBLIGATIONS,
  RULE_COUNTRIES,
  RULE_EXPECTEDNESS,
  RULE_PRODUCT_TYPES,
  RULE_RELATEDNESS,
  RULE_REPORT_SOURCES,
  RULE_SERIOUSNESS,
  type ReportingRule,
} from '@vigila/domain';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import type { Translate } from '@/lib/i18n/index.ts';

export const SELECT_CLASS = 'h-8 rounded-md border border-input bg-background px-2 text-sm';

/** The columns a rule matches on, each with its values (the obligation is chosen apart). */
export const MATCH_COLUMNS = [
  { key: 'seriousness', label: 'reportingRules.column.seriousness', values: RULE_SERIOUSNESS },
  { key: 'expectedness', label: 'reportingRules.column.expectedness', values: RULE_EXPECTEDNESS },
  { key: 'relatedness', label: 'reportingRules.column.relatedness', values: RULE_RELATEDNESS },
  { key: 'source', label: 'reportingRules.column.source', values: RULE_REPORT_SOURCES },
  { key: 'country', label: 'reportingRules.column.country', values: RULE_COUNTRIES },
  { key: 'product_type', label: 'reportingRules.column.productType', values: RULE_PRODUCT_TYPES },
] as const;

export function RuleRow({
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
