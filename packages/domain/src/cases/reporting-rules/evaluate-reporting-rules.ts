import type { ReportingFacts } from './reporting-facts.ts';
import { isDomesticTo } from './receiver-territories.ts';
import {
  PRODUCT_TYPES,
  stricterObligation,
  type ProductType,
  type ReceiverRuleTable,
  type ReportingObligationKind,
  type ReportingRule,
} from './reporting-rule-kinds.ts';

/** Why an obligation rests on an assumption rather than on the case (each is shown with it). */
export const OBLIGATION_REASONS = [
  'expectedness_not_assessed',
  'relatedness_deemed_spontaneous',
  'relatedness_not_assessed',
  'seriousness_uncertain',
  'country_unknown',
  'source_assumed_spontaneous',
  'product_type_unknown',
  'possibly_serious',
] as const;
export type ObligationReason = (typeof OBLIGATION_REASONS)[number];

/** The facts one rule is matched against: every one known. */
interface ResolvedFacts {
  readonly seriousness: 'fatal_or_life_threatening' | 'serious' | 'non_serious';
  readonly expectedness: 'expected' | 'unexpected';
  readonly relatedness: 'related' | 'not_related';
  readonly source: ReportingFacts['source'];
  readonly domestic: boolean;
  readonly productType: ProductType;
}

export interface RuleOutcome {
  readonly obligation: ReportingObligationKind;
  /** The index of the rule that applied in its table, or null for the fallback. */
  readonly ruleIndex: number | null;
  readonly basis: string;
  readonly reasons: ObligationReason[];
}

function matches(rule: ReportingRule, facts: ResolvedFacts): boolean {
  const seriousness =
    rule.seriousness === 'any' ||
    (rule.seriousness === 'serious' && facts.seriousness !== 'non_serious') ||
    rule.seriousness === facts.seriousness;
  const country = rule.country === 'any' || (rule.country === 'domestic') === facts.domestic;
  return (
    seriousness &&
    country &&
    (rule.expectedness === 'any' || rule.expectedness === facts.expectedness) &&
    (rule.relatedness === 'any' || rule.relatedness === facts.relatedness) &&
    (rule.source === 'any' || rule.source === facts.source) &&
    (rule.product_type === 'any' || rule.product_type === facts.productType)
  );
}

function firstMatch(table: ReceiverRuleTable, facts: ResolvedFacts): Omit<RuleOutcome, 'reasons'> {
  const index = table.rules.findIndex((rule) => matches(rule, facts));
  const rule = table.rules[index];
  return rule === undefined
    ? { obligation: table.fallback, ruleIndex: null, basis: table.fallback_basis }
    : { obligation: rule.obligation, ruleIndex: index, basis: rule.basis };
}

/**
 * A receiver's obligation for a case: the first rule that matches wins, else the fallback. Unknown expectedness
 * is taken as unexpected and unknown relatedness as related (regulators deem spontaneous reports related); when
 * the seriousness, the country or a suspect's product type is uncertain every possibility is tried and the stricter
 * (shorter) clock applies; so it is when the suspects are of several types.
 */
export function evaluateReportingRules(table: ReceiverRuleTable, facts: ReportingFacts): RuleOutcome {
  const reasons: ObligationReason[] = [];
  if (facts.sourceAssumed) reasons.push('source_assumed_spontaneous');
  if (facts.expectedness === 'unknown') reasons.push('expectedness_not_assessed');
  if (facts.relatedness === 'unknown') {
    reasons.push(
      facts.source === 'spontaneous' ? 'relatedness_deemed_spontaneous' : 'relatedness_not_assessed',
    );
  }
  if (facts.possiblySerious) reasons.push('possibly_serious');
  else if (facts.seriousness === 'uncertain') reasons.push('seriousness_uncertain');
  if (facts.country === null) reasons.push('country_unknown');
  // Only a table that asks for a product type is told by it; elsewhere an unlisted product changes nothing.
  const typed = table.rules.some((rule) => rule.product_type !== 'any');
  if (typed && facts.productTypeUnknown) reasons.push('product_type_unknown');

  const seriousnesses =
    facts.seriousness === 'uncertain'
      ? (['fatal_or_life_threatening', 'serious', 'non_serious'] as const)
      : [facts.seriousness];
  const domestics = facts.country === null ? [true, false] : [isDomesticTo(table.receiver, facts.country)];
  const productTypes = facts.productTypeUnknown ? PRODUCT_TYPES : facts.productTypes;

  let best: Omit<RuleOutcome, 'reasons'> | undefined;
  for (const seriousness of seriousnesses) {
    for (const domestic of domestics) {
      for (const productType of productTypes) {
        const outcome = firstMatch(table, {
          seriousness,
          domestic,
          expectedness: facts.expectedness === 'unknown' ? 'unexpected' : facts.expectedness,
          relatedness: facts.relatedness === 'unknown' ? 'related' : facts.relatedness,
          source: facts.source,
          productType,
        });
        if (
          best === undefined ||
          stricterObligation(outcome.obligation, best.obligation) !== best.obligation
        ) {
          best = outcome;
        }
      }
    }
  }
  // At least one combination is always tried.
  return { ...(best as Omit<RuleOutcome, 'reasons'>), reasons };
}
