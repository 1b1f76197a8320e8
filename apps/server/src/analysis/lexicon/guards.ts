import type { Evidence } from './evidence.ts';
import { overlaps } from './evidence.ts';
import type { PhraseHit } from './phrase-set.ts';

// Between items of one list: "no nausea, dizziness or headache".
const LIST_GAP = /^[\s,;]*(?:(?:or|and|nor|ni|o|y|u|e)\s+)?$/;
// A link denied after the finding: "…could not be attributed to", "was not associated with".
const DENIED_LINK =
  /^[^.;]{0,60}?\b(?:not|never|no longer|unlikely to)\s+(?:be\s+|been\s+|have been\s+)?(?:attributed|attributable|related|associated|due|caused|linked)\b|^[^.;]{0,60}?\bno (?:se )?(?:asoci|relacion|atribu)\w*/;

/**
 * "no side effects", "didn't cause a rash", "sin efectos", "ni diarrea ni nada" — within four words, same clause;
 * a negated list negates each item ("no reports of SJS, TEN or erythema multiforme"); a denied link after it too.
 */
export function isNegated(
  evidence: Evidence,
  hit: PhraseHit,
  kind: 'reactions' | 'quality' | 'other' = 'other',
): boolean {
  const cue = evidence.precedes('negations', hit, 4);
  if (cue && !evidence.all('negationExceptions').some((exception) => overlaps(exception, cue))) return true;
  const sentence = evidence.sentenceOf(hit);
  if (kind !== 'reactions' || !sentence) return false;
  if (DENIED_LINK.test(evidence.doc.folded.slice(hit.end, sentence.end))) return true;
  const previous = evidence.in('reactions', sentence).findLast((other) => other.end <= hit.start);
  return (
    previous !== undefined &&
    LIST_GAP.test(evidence.doc.folded.slice(previous.end, hit.start)) &&
    isNegated(evidence, previous, kind)
  );
}

// What a product treated: "dermatomyositis … successfully treated with cyclosporine".
const TREATED_AFTER =
  /^[^.;]{0,40}?\b(?:(?:(?:was|were|is|are|been)\s+)?(?:successfully\s+|effectively\s+)?(?:treated|managed|controlled)\s+(?:with|by|using)|successful(?:ly)?\s+treat\w*\s+with|responded\s+to)\b/;
// A finding that names a population: "in renal failure patients".
const POPULATION_AFTER = /^\s+(?:patients?|population|subjects|individuals|sufferers|pacientes)\b/;

/** A symptom named as the reason for use ("for my headaches", "para el dolor", "porque me dolía la cabeza"). */
export function isIndication(evidence: Evidence, hit: PhraseHit): boolean {
  if (evidence.precedes('indications', hit, 1) || evidence.precedes('indicationVerbs', hit, 3)) return true;
  const sentence = evidence.sentenceOf(hit);
  if (!sentence) return false;
  const after = evidence.doc.folded.slice(hit.end, sentence.end);
  if (TREATED_AFTER.test(after) || POPULATION_AFTER.test(after)) return true;
  // "for depression, panic attacks and social anxiety": a list shares its lead.
  const previous = evidence.in('reactions', sentence).findLast((other) => other.end <= hit.start);
  return (
    previous !== undefined &&
    LIST_GAP.test(evidence.doc.folded.slice(previous.end, hit.start)) &&
    isIndication(evidence, previous)
  );
}

/** Spam, ads and giveaways: no flags at all. */
export function isSpam(evidence: Evidence): boolean {
  return evidence.all('spam').length > 0;
}

/** A joke retracted in the text ("lol jk"): nothing in it is a real experience or a real question. */
export function isRetracted(evidence: Evidence): boolean {
  return evidence.all('jokes').length > 0;
}

export function isHyperbole(evidence: Evidence, hit: PhraseHit): boolean {
  return evidence.all('hyperbole').some((figure) => overlaps(figure, hit));
}
