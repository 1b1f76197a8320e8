import type { Evidence } from './evidence.ts';
import { isNegated } from './guards.ts';
import { quoteSentence, spanText } from './reasons.ts';

// "can the tablets be crushed?" asks about handling; it reports no defect.
const MODAL = /\b(?:can|could|should|may|might|to) be\b|\bse pueden?\b/;

export interface QualityFinding {
  kind: string;
  reason: string;
}

/**
 * A complaint about the physical product: dosage form, contents, packaging, labelling, device, authenticity.
 * Delivery, price and service complaints never qualify, and a defect must concern a product in play.
 */
export function findQualityDefect(evidence: Evidence): QualityFinding | null {
  const { doc } = evidence;
  if (evidence.all('drugs').length === 0 && doc.channel !== 'amazon') return null;
  for (const hit of evidence.all('quality')) {
    const sentence = evidence.sentenceOf(hit);
    if (!sentence || sentence.agent || isNegated(evidence, hit)) continue;
    if (doc.channel !== 'literature' && evidence.has('hypotheticals', sentence)) continue;
    if (evidence.has('notQuality', sentence) && hit.label === 'Damaged or leaking packaging') continue;
    if (MODAL.test(hit.text)) continue;
    return {
      kind: hit.label,
      reason: `Quality defect (${hit.label.toLowerCase()}) "${spanText(doc, hit)}" in: "${quoteSentence(doc, sentence, hit)}"`,
    };
  }
  return null;
}
