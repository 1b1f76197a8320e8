import { DEFAULT_REPORTING_RULES } from './default-reporting-rules.ts';
import { evaluateReportingRules, type ObligationReason } from './evaluate-reporting-rules.ts';
import type { ReportingFacts } from './reporting-facts.ts';
import {
  obligationDays,
  REPORTING_RECEIVERS,
  type ReceiverRuleTable,
  type ReportingObligationKind,
  type ReportingReceiver,
} from './reporting-rule-kinds.ts';

/** A saved table of a receiver, in force from its effective date (YYYY-MM-DD) until a later one starts. */
export interface ReportingRuleVersion {
  readonly id: string;
  readonly effectiveFrom: string;
  /** When it was saved (ISO); of two versions from the same day the later saved one wins. */
  readonly createdAt: string;
  readonly table: ReceiverRuleTable;
}

/** The table a case whose day 0 is `dayZero` (YYYY-MM-DD) is judged by: the shipped one before any saved version. */
export function rulesInForce(
  receiver: ReportingReceiver,
  versions: readonly ReportingRuleVersion[],
  dayZero: string,
): { table: ReceiverRuleTable; version: ReportingRuleVersion | null } {
  const candidates = versions
    .filter((version) => version.table.receiver === receiver && version.effectiveFrom <= dayZero)
    .sort((a, b) =>
      a.effectiveFrom === b.effectiveFrom
        ? b.createdAt.localeCompare(a.createdAt)
        : b.effectiveFrom.localeCompare(a.effectiveFrom),
    );
  const version = candidates[0] ?? null;
  return { table: version?.table ?? DEFAULT_REPORTING_RULES[receiver], version };
}

/** One receiver's obligation for a case (the API's shape: GET /cases/{id}/obligations). */
export interface CaseObligation {
  readonly receiver: ReportingReceiver;
  readonly obligation: ReportingObligationKind;
  /** 1-based row of the rule that applied; null when the fallback did. */
  readonly rule_number: number | null;
  readonly basis: string;
  readonly reasons: ObligationReason[];
  /** Day 0 + 7, 15 or 90 calendar days (YYYY-MM-DD); null for periodic or none. */
  readonly due_date: string | null;
  /** Calendar days from today to the due date (negative once overdue); null without a due date. */
  readonly days_left: number | null;
  /** Open while the case is not completed and the obligation has a due date. */
  readonly open: boolean;
  readonly overdue: boolean;
  /** The effective date of the organisation's table that applied; null for the shipped defaults. */
  readonly rules_effective_from: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (date: string): number => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const dateOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

export interface CaseObligationsInput {
  readonly facts: ReportingFacts;
  /** Day 0: the case's initial receipt date (YYYY-MM-DD, decision 0032). */
  readonly initialReceiptDate: string;
  readonly completed: boolean;
  /** Today (YYYY-MM-DD, UTC, as the regulatory clock counts). */
  readonly today: string;
  readonly versions: readonly ReportingRuleVersion[];
}

/** The case's obligations, one per receiver, in the receivers' order. */
export function obligationsOfCase(input: CaseObligationsInput): CaseObligation[] {
  return REPORTING_RECEIVERS.map((receiver) => {
    const { table, version } = rulesInForce(receiver, input.versions, input.initialReceiptDate);
    const outcome = evaluateReportingRules(table, input.facts);
    const days = obligationDays(outcome.obligation);
    const due = days === null ? null : dayNumber(input.initialReceiptDate) + days;
    const daysLeft = due === null ? null : due - dayNumber(input.today);
    const open = due !== null && !input.completed;
    return {
      receiver,
      obligation: outcome.obligation,
      rule_number: outcome.ruleIndex === null ? null : outcome.ruleIndex + 1,
      basis: outcome.basis,
      reasons: outcome.reasons,
      due_date: due === null ? null : dateOfDay(due),
      days_left: daysLeft,
      open,
      overdue: open && daysLeft !== null && daysLeft < 0,
      rules_effective_from: version?.effectiveFrom ?? null,
    };
  });
}

const dueFirst = (a: CaseObligation, b: CaseObligation) =>
  (a.due_date as string).localeCompare(b.due_date as string);

/** The open obligation due first; undefined when none is open. */
export function earliestOpenObligation(obligations: readonly CaseObligation[]): CaseObligation | undefined {
  return obligations
    .filter((obligation) => obligation.open && obligation.due_date !== null)
    .sort(dueFirst)[0];
}

/**
 * The expedited obligation due first, open or not, which the overdue view follows (decision 0044): completing a case
 * closes its obligations but does not move the date they were due, so the list keeps showing it; undefined when
 * every obligation is periodic or none. Of two due the same day, the first receiver in REPORTING_RECEIVERS.
 */
export function earliestDueObligation(obligations: readonly CaseObligation[]): CaseObligation | undefined {
  return obligations.filter((obligation) => obligation.due_date !== null).sort(dueFirst)[0];
}
