import type { Sentence } from './document.ts';
import type { Evidence } from './evidence.ts';
import { overlaps } from './evidence.ts';
import { isHyperbole, isIndication, isNegated } from './guards.ts';
import type { PhraseHit } from './phrase-set.ts';
import { preferredTerm, quoteSentence, spanText } from './reasons.ts';

export interface AdrFinding {
  reactionTerm: string;
  reason: string;
  hit: PhraseHit;
}

/** Vague words that need an explicit link to a product before they count ("pain", "felt weird"). */
const WEAK_TERMS = new Set([
  'Pain',
  'Feeling abnormal',
  'Swelling',
  'Burning sensation',
  'Musculoskeletal stiffness',
  'Muscle spasms',
  'Erythema',
  'Haemorrhage',
  'Hypersensitivity',
  'Increased appetite',
  'Asthenia',
  'Death',
  'Fracture',
  'Toxicity to various agents',
]);

/** Symptoms people also take products for: after "my"/"mi" they are the condition unless a link says otherwise. */
const INDICATION_PRONE = new Set([
  'Headache',
  'Anxiety',
  'Depressed mood',
  'Insomnia',
  'Pain',
  'Pyrexia',
  'Cough',
  'Fatigue',
  'Arthralgia',
  'Back pain',
  'Dyspepsia',
  'Acne',
  'Blood pressure increased',
  'Hyperglycaemia',
  'Myalgia',
  'Rash',
  'Pruritus',
  'Somnolence',
  'Irritability',
  'Mood swings',
  'Suicidal ideation',
  'Dizziness',
  'Nausea',
  'Diarrhoea',
  'Constipation',
]);

const POSSESSIVE = /(?:^|\s)(?:my|his|her|their|your|our|mi|mis|su|sus|tu|tus)\s+(?:\S+\s+)?$/;

function isWeak(hit: PhraseHit): boolean {
  return WEAK_TERMS.has(hit.label) || hit.label === hit.text;
}

/** A reaction that survives the guards: not negated, not an indication, not hyperbole, not hypothetical. */
function isLive(evidence: Evidence, hit: PhraseHit, sentence: Sentence, literature: boolean): boolean {
  if (
    sentence.agent ||
    isHyperbole(evidence, hit) ||
    isNegated(evidence, hit, 'reactions') ||
    isIndication(evidence, hit)
  ) {
    return false;
  }
  if (isPrescribedFor(evidence, hit, sentence)) return false;
  const linked = evidence.has('links', sentence);
  if (!linked && evidence.has('preexisting', sentence)) return false;
  if (INDICATION_PRONE.has(hit.label) && !linked) {
    const before = evidence.doc.folded.slice(Math.max(sentence.start, hit.start - 24), hit.start);
    if (POSSESSIVE.test(before)) return false;
  }
  if (literature) return true;
  if (evidence.precedes('hypotheticals', hit, 12) || evidence.precedes('hearsay', hit, 12)) return false;
  if (sentence.question && !evidence.has('experience', sentence)) return false;
  if (!linked && !evidence.has('drugs', sentence) && evidence.has('diseases', sentence)) return false;
  return true;
}

/** Two sentences either side: speech and chat spread one thought over several short sentences. */
const NEAR_SENTENCES = 2;

function drugNear(evidence: Evidence, sentence: Sentence): boolean {
  if (evidence.has('drugs', sentence)) return true;
  const { sentences } = evidence.doc;
  for (let index = sentence.index - NEAR_SENTENCES; index <= sentence.index + NEAR_SENTENCES; index += 1) {
    const neighbour = sentences[index];
    // A product named in the author's own question is what they ask about, not what caused the symptom.
    if (neighbour && !(neighbour.question && !neighbour.agent) && evidence.has('drugs', neighbour))
      return true;
  }
  return false;
}

const PRESCRIBED = /(?:prescri\w*|started on|put on|recet\w*|mandaron|pautaron|indicated)/;
const AFTER_EVENT = /(?:following|after|post|tras|despues de)\s+(?:a|an|the|his|her|my|un|una|el|la|su)?\s*$/;

/** "prescribed rivaroxaban following a DVT": the event is why the product was started. */
function isPrescribedFor(evidence: Evidence, hit: PhraseHit, sentence: Sentence): boolean {
  const before = evidence.doc.folded.slice(sentence.start, hit.start);
  return PRESCRIBED.test(before) && AFTER_EVENT.test(before);
}

/** ADR from reported reactions (all channels but literature, which detect-literature.ts handles). */
export function findReaction(evidence: Evidence): AdrFinding | null {
  const { doc } = evidence;
  const productImplied = doc.channel === 'amazon';
  const drugInDocument = evidence.all('drugs').length > 0 || productImplied;
  const notExposed = evidence
    .inDocument('nonExposure')
    .some((cue) => !evidence.all('lackOfEfficacy').some((loe) => overlaps(loe, cue)));
  for (const hit of evidence.all('reactions')) {
    const sentence = evidence.sentenceOf(hit);
    if (!sentence || !isLive(evidence, hit, sentence, false)) continue;
    const linked = evidence.has('links', sentence);
    if (notExposed && !linked) continue;
    const inSentence = evidence.has('drugs', sentence);
    const supported = isWeak(hit)
      ? (inSentence && (linked || evidence.has('experience', sentence))) ||
        (linked && (drugNear(evidence, sentence) || productImplied))
      : drugNear(evidence, sentence) || (linked && drugInDocument) || productImplied;
    if (!supported) continue;
    const term = preferredTerm(hit);
    return {
      reactionTerm: term,
      hit,
      reason: `Reported reaction "${spanText(doc, hit)}" (${term}) in: "${quoteSentence(doc, sentence, hit)}"`,
    };
  }
  return null;
}

// "allopurinol hypersensitivity", "niacin maculopathy", "quinine toxicity": a product named right before a finding.
const ADJOINING = /^[\s-]*(?:\([^)]{1,20}\)\s*)?(?:[a-z]+\s+)?$/;

function namedJustBefore(evidence: Evidence, hit: PhraseHit): boolean {
  return evidence
    .all('namedDrugs')
    .some(
      (drug) =>
        drug.end <= hit.start &&
        hit.start - drug.end < 40 &&
        ADJOINING.test(evidence.doc.folded.slice(drug.end, hit.start)),
    );
}

/** Literature: a reaction in a sentence that links it to a product (ss), the title counting for the product. */
export function findSafetySignal(evidence: Evidence): AdrFinding | null {
  const { doc } = evidence;
  if (evidence.all('namedDrugs').length === 0) return null;
  if (evidence.all('nonExposure').length > 0 && evidence.all('links').length === 0) return null;
  for (const hit of evidence.all('reactions')) {
    const sentence = evidence.sentenceOf(hit);
    if (!sentence || !isLive(evidence, hit, sentence, true)) continue;
    // A title that names a reaction and a product states their link ("Hepatitis aguda por amoxicilina").
    const title = sentence.index === 0 && doc.sentences.length > 1 && evidence.has('namedDrugs', sentence);
    const linked =
      evidence.has('links', sentence) ||
      evidence.has('literatureLinks', sentence) ||
      namedJustBefore(evidence, hit);
    if (!linked && !title) continue;
    if (isWeak(hit) && !evidence.has('namedDrugs', sentence)) continue;
    const term = preferredTerm(hit);
    return {
      reactionTerm: term,
      hit,
      reason: `Safety finding "${spanText(doc, hit)}" (${term}) in: "${quoteSentence(doc, sentence, hit)}"`,
    };
  }
  return null;
}

/** A reaction phrase an explicit guard sets aside: the agent's words, negated, the indication, hyperbole, a fear or hearsay. */
export function isReactionGuarded(evidence: Evidence, hit: PhraseHit): boolean {
  const sentence = evidence.sentenceOf(hit);
  return (
    !sentence ||
    sentence.agent ||
    isHyperbole(evidence, hit) ||
    isNegated(evidence, hit, 'reactions') ||
    isIndication(evidence, hit) ||
    isPrescribedFor(evidence, hit, sentence) ||
    evidence.precedes('hypotheticals', hit, 12) !== undefined ||
    evidence.precedes('hearsay', hit, 12) !== undefined
  );
}

/**
 * Every reaction phrase in the text was set aside by an explicit guard. The ensemble lets this veto a weak model
 * score, never a strong one.
 */
export function onlyGuardedReactions(evidence: Evidence): boolean {
  const hits = evidence.all('reactions');
  return hits.length > 0 && hits.every((hit) => isReactionGuarded(evidence, hit));
}
