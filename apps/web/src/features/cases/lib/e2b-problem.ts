import {
  caseReportRuleKey,
  type CaseReportRuleId,
  type MessageKey,
  type RepeatableSection,
} from '@vigila/domain';
import type { Translate } from '@/lib/i18n/index.ts';

/**
 * A reason an E2B file cannot be made, tied to its form field (snake_case) when it has one. A case rule both formats
 * share (decision 0038) also names its rule, its form section and, in a repeatable section, the entry (0 = first).
 */
export interface E2bProblem {
  field?: string;
  message: string;
  rule?: CaseReportRuleId;
  section?: string;
  entry?: number;
}

type FillMessage = (key: MessageKey, params: Record<string, number>) => string;

/** A case rule's message in the reader's language ("Reaction 2: code the reaction in MedDRA…"); else as sent. */
export function e2bProblemText(problem: E2bProblem, t: Translate): string {
  if (problem.rule === undefined) return problem.message;
  // Some rules' messages take {n} and some take nothing; filling an absent placeholder changes nothing.
  return (t as unknown as FillMessage)(caseReportRuleKey(problem.rule), { n: (problem.entry ?? 0) + 1 });
}

/** The element id of a field's input: a later entry of a repeatable section carries its section and index. */
export function fieldInputId(ui: string, section: string, entry: number | undefined): string {
  return entry === undefined || entry === 0 ? ui : `${ui}-${section as RepeatableSection}-${entry}`;
}
