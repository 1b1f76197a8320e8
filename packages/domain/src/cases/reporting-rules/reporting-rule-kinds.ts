// The words of a reporting rule, zod-free: the engine, the shipped tables, the schemas and the web share them.

/** The receivers a case is reported to: FDA (United States), the EU (EudraVigilance) and Health Canada. */
export const REPORTING_RECEIVERS = ['fda', 'eu', 'health_canada'] as const;
export type ReportingReceiver = (typeof REPORTING_RECEIVERS)[number];

/** What a rule asks of the case's seriousness; `fatal_or_life_threatening` is a narrower `serious`. */
export const RULE_SERIOUSNESS = ['any', 'serious', 'fatal_or_life_threatening', 'non_serious'] as const;
export const RULE_EXPECTEDNESS = ['any', 'expected', 'unexpected'] as const;
export const RULE_RELATEDNESS = ['any', 'related', 'not_related'] as const;
/** Report source: spontaneous, study (clinical trial), literature, solicited (other organised data collection). */
export const REPORT_SOURCES = ['spontaneous', 'study', 'literature', 'solicited'] as const;
export const RULE_REPORT_SOURCES = ['any', ...REPORT_SOURCES] as const;
/** Country of the case relative to the receiver's territory. */
export const RULE_COUNTRIES = ['any', 'domestic', 'foreign'] as const;
/** Product type of a suspect drug: from the dictionary product it names (decision 0045); unknown ones try every type. */
export const PRODUCT_TYPES = ['drug', 'biologic', 'vaccine'] as const;
export const RULE_PRODUCT_TYPES = ['any', ...PRODUCT_TYPES] as const;

/** What a rule yields: a report within 7, 15 or 90 calendar days of day 0, the periodic report only, or nothing. */
export const REPORTING_OBLIGATIONS = ['days_7', 'days_15', 'days_90', 'periodic', 'none'] as const;
export type ReportingObligationKind = (typeof REPORTING_OBLIGATIONS)[number];

export type RuleSeriousness = (typeof RULE_SERIOUSNESS)[number];
export type RuleExpectedness = (typeof RULE_EXPECTEDNESS)[number];
export type RuleRelatedness = (typeof RULE_RELATEDNESS)[number];
export type ReportSource = (typeof REPORT_SOURCES)[number];
export type RuleReportSource = (typeof RULE_REPORT_SOURCES)[number];
export type RuleCountry = (typeof RULE_COUNTRIES)[number];
export type ProductType = (typeof PRODUCT_TYPES)[number];
export type RuleProductType = (typeof RULE_PRODUCT_TYPES)[number];

/** One row of a receiver's table; the first row that matches a case decides its obligation. */
export interface ReportingRule {
  readonly seriousness: RuleSeriousness;
  readonly expectedness: RuleExpectedness;
  readonly relatedness: RuleRelatedness;
  readonly source: RuleReportSource;
  readonly country: RuleCountry;
  readonly product_type: RuleProductType;
  readonly obligation: ReportingObligationKind;
  /** The legal basis, written beside the rule (shown with every obligation it yields). */
  readonly basis: string;
}

/** A receiver's ordered rules and what applies when none matches. */
export interface ReceiverRuleTable {
  readonly receiver: ReportingReceiver;
  readonly rules: ReportingRule[];
  readonly fallback: ReportingObligationKind;
  readonly fallback_basis: string;
}

/** Calendar days of an expedited obligation; null for periodic or none. */
export function obligationDays(kind: ReportingObligationKind): number | null {
  if (kind === 'days_7') return 7;
  if (kind === 'days_15') return 15;
  if (kind === 'days_90') return 90;
  return null;
}

/** Shorter first: the order in which an uncertain fact picks the stricter obligation. */
const STRICTNESS: readonly ReportingObligationKind[] = REPORTING_OBLIGATIONS;
export function stricterObligation(
  a: ReportingObligationKind,
  b: ReportingObligationKind,
): ReportingObligationKind {
  return STRICTNESS.indexOf(a) <= STRICTNESS.indexOf(b) ? a : b;
}

/** Who may change an organisation's reporting rules (Settings → Reporting rules): an owner or an admin. */
export function canEditReportingRules(roles: readonly string[]): boolean {
  return roles.includes('owner') || roles.includes('admin');
}
