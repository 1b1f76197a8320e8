import type { Evidence } from './evidence.ts';
import { isNegated } from './guards.ts';
import { quoteSentence, spanText } from './reasons.ts';

// "can the tablets be crushed?" asks about handling; it reports no defect.
const MODAL = /\b(?:can|could|should|may|might|to) be\b|\bse pueden?\b/;
// The same question with its modal before the defect word: "Can the tablet be crushed and put down the tube?"
const MODAL_BEFORE =
  /\b(?:can|could|should|may|is it (?:ok|safe|possible) to|se (?:puede|pueden)|puedo|podemos)\b[^.!?\n]*$/;

/** Words just before a defect word (folded, same sentence) that make it about something other than the product. */
const END = '\\b[^.!?\\n]{0,40}$';
const NOT_THE_PRODUCT_BEFORE: Readonly<Record<string, RegExp>> = {
  // The patient's taste or colour: "everything tasted metallic" (dysgeusia), "ojos amarillentos" (jaundice).
  'Abnormal appearance, odour or taste': new RegExp(
    `\\b(?:everything|food|my mouth|mouth|eyes|skin|urine|tongue|todo|comida|boca|ojos|piel|orina|lengua)${END}`,
  ),
  // A document that is missing, not a pack: "the credit note for the two cartons returned is still missing".
  'Damaged or leaking packaging': new RegExp(
    `\\b(?:credit notes?|invoices?|statements?|paperwork|payments?|refunds?|forms?|checklists?|reports?|receipts?|facturas?|notas? de credito|albaran\\w*|pagos?|reembolsos?|formularios?)${END}`,
  ),
  // A document or an entitlement that expired: "the approval expired", "visado caducado", "the coupon expired".
  'Expired product': new RegExp(
    `\\b(?:approvals?|certificates?|coupons?|vouchers?|contracts?|licen[cs]es?|prescriptions?|authori[sz]ations?|passwords?|links?|offers?|polic(?:y|ies)|insurance|membership|subscriptions?|training|registrations?|contacts|documents?|sops?|recetas?|visados?|mipres|autorizaci\\w+|contratos?|certificad\\w+|cupon\\w*|polizas?|suscripci\\w+|licencias?|formaci\\w+|enlaces?)${END}`,
  ),
};
/** A check or a demonstrator, for any kind: "checking for tampering", "demostradores sin principio activo". */
const CHECK_OR_DEMO_BEFORE = new RegExp(
  `\\b(?:check(?:ing)? for|inspect(?:ing)? for|look(?:ing)? for|verificar|comprobar|revisar|demo\\w*|dummy|placebo)${END}`,
);

/**
 * A sentence that names kinds of defects as examples or instructions, not a complaint: "any product complaint (broken
 * tablets, damaged packs) is logged", "e.g.", "por ejemplo".
 */
const EXAMPLES_OF_DEFECTS =
  /\b(?:any (?:product |quality )?complaints?|e\.?g\.|for example|for instance|such as|cualquier (?:queja|reclamaci\w+)|por ejemplo|tales como|p\. ?ej\.)/;

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
    const sentenceText = doc.folded.slice(sentence.start, sentence.end);
    const before = doc.folded.slice(sentence.start, hit.start);
    if (sentenceText.includes('?') && MODAL_BEFORE.test(before)) continue;
    // The words just before count too: the splitter ends a sentence at the stop of "e.g.".
    const lead = doc.folded.slice(Math.max(0, hit.start - 40), hit.start);
    if (EXAMPLES_OF_DEFECTS.test(sentenceText) || EXAMPLES_OF_DEFECTS.test(lead)) continue;
    if (CHECK_OR_DEMO_BEFORE.test(before)) continue;
    if (NOT_THE_PRODUCT_BEFORE[hit.label]?.test(before)) continue;
    return {
      kind: hit.label,
      reason: `Quality defect (${hit.label.toLowerCase()}) "${spanText(doc, hit)}" in: "${quoteSentence(doc, sentence, hit)}"`,
    };
  }
  return null;
}
