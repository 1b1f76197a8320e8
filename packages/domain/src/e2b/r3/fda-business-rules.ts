import type { XmlElement } from '../xml-parser.ts';
import { R3_BUSINESS_RULES } from './r3-element-facts.ts';
import { firstValue, onlyNullFlavor } from './r3-fact-paths.ts';

export interface FdaRuleBreach {
  element: string;
  /** "R0011: nullFlavor 'NI' used for initial report submission" — FDA's id and text. */
  message: string;
}

/**
 * FDA.C.1.7.1 report types FDA accepts for each answer of C.1.7 and FDA.C.1.12 (post-market rules R0012–R0015);
 * a missing or "no information" answer counts as false, as FDA's rules say.
 */
function reportTypeRule(expedited: boolean, combination: boolean): { id: string; allowed: string[] } {
  if (combination)
    return expedited ? { id: 'R0012', allowed: ['1', '4'] } : { id: 'R0013', allowed: ['2', '5'] };
  return expedited ? { id: 'R0014', allowed: ['1'] } : { id: 'R0015', allowed: ['2'] };
}

/** The FDA post-market business rules that can be read off the file alone (ids from rejection_warning_rules.csv). */
export function fdaBusinessRules(root: XmlElement): FdaRuleBreach[] {
  const breaches: FdaRuleBreach[] = [];
  const breach = (id: string, element: string) =>
    breaches.push({ element, message: `${id}: ${R3_BUSINESS_RULES[id] ?? id}` });
  const batchReceiver = firstValue(root, 'N.1.4');
  if (batchReceiver !== 'ZZFDA' && batchReceiver !== 'ZZFDA_PREMKT') breach('R0004', 'N.1.4');
  if (batchReceiver === 'ZZFDA' && firstValue(root, 'N.2.r.3') !== 'CDER') breach('R0006', 'N.2.r.3');
  if (firstValue(root, 'N.2.r.2') !== firstValue(root, 'N.1.3')) breach('R0100', 'N.2.r.2');
  if (firstValue(root, 'C.1.6.1') === 'true' && firstValue(root, 'C.1.6.1.r.1') === undefined)
    breach('R0009', 'C.1.6.1.r.1');
  if (onlyNullFlavor(root, 'C.1.7')) breach('R0011', 'C.1.7');
  const reportType = firstValue(root, 'FDA.C.1.7.1');
  if (reportType !== undefined) {
    const rule = reportTypeRule(
      firstValue(root, 'C.1.7') === 'true',
      firstValue(root, 'FDA.C.1.12') === 'true',
    );
    if (!rule.allowed.includes(reportType)) breach(rule.id, 'FDA.C.1.7.1');
  }
  return breaches;
}
