import type { Sentence } from './document.ts';
import { overlaps, type Evidence } from './evidence.ts';
import type { PhraseHit } from './phrase-set.ts';
import { isRetracted } from './guards.ts';
import { quoteSentence } from './reasons.ts';

export interface InformationFinding {
  topic: string;
  reason: string;
}

/**
 * A request for medical information about a product: a question or a request form, by the author (not a call
 * centre agent), on a medical topic (dosing, interactions, pregnancy or children, storage, composition, missed dose,
 * administration, safety or what to do), with a product in play. Commerce and rhetorical questions do not count.
 */
export function findInformationRequest(evidence: Evidence): InformationFinding | null {
  const { doc } = evidence;
  if (isRetracted(evidence)) return null;
  const productInPlay = evidence.all('drugs').length > 0 || doc.channel === 'amazon';
  for (const sentence of doc.sentences) {
    if (sentence.agent || !isRequest(evidence, sentence) || evidence.has('rhetorical', sentence)) continue;
    const topics = [
      ...evidence.in('topics', sentence),
      ...evidence.in('topics', followingStatement(evidence, sentence)),
    ];
    if (topics.length === 0) continue;
    const medical = medicalTopics(evidence, sentence, topics);
    const commerce = evidence.has('nonMedical', sentence);
    const topic = medical[0];
    if (!topic || (commerce && !evidence.has('drugs', sentence))) continue;
    // Under a brand's post "does this come sugar-free?" asks about the product; a general question does not.
    if (
      !productInPlay &&
      !(PRODUCT_TOPICS.has(topic.label) && PRODUCT_PRONOUN.test(sentenceText(evidence, sentence)))
    )
      continue;
    return {
      topic: topic.label,
      reason: `Medical information request (${topic.label}): "${quoteSentence(doc, sentence, topic)}"`,
    };
  }
  return null;
}

/**
 * The topics of a request that are medical: "what time" in "what time does the pharmacy open" is the shop's hours,
 * not administration, so a topic inside a commerce phrase is none; and in a sentence about price or stock a
 * "safety or management" cue ("is it ok", "should I") asks about buying, not health.
 */
function medicalTopics(evidence: Evidence, sentence: Sentence, topics: readonly PhraseHit[]): PhraseHit[] {
  const commerce = evidence.in('nonMedical', sentence);
  return topics.filter(
    (topic) =>
      !commerce.some((cue) => overlaps(cue, topic)) &&
      (topic.label !== 'safety or management' || commerce.length === 0),
  );
}

/**
 * True when the text asks something and every question or request in it is about price, stock, hours, shipping or
 * buying, with no medical topic: the model's weak MI score is then vetoed (issue 27 point 6).
 */
export function onlyNonMedicalRequests(evidence: Evidence): boolean {
  const requests = evidence.doc.sentences.filter(
    (sentence) => !sentence.agent && isRequest(evidence, sentence),
  );
  return (
    requests.length > 0 &&
    requests.every(
      (sentence) =>
        evidence.has('nonMedical', sentence) &&
        medicalTopics(evidence, sentence, evidence.in('topics', sentence)).length === 0,
    )
  );
}

const PRODUCT_TOPICS = new Set(['composition', 'storage', 'dosing', 'administration', 'missed dose']);
const PRODUCT_PRONOUN = /\b(?:this|it|these|them|esto|este|esta|estos|estas|lo|la|los|las)\b/;

function sentenceText(evidence: Evidence, sentence: Sentence): string {
  return evidence.doc.folded.slice(sentence.start, sentence.end);
}

function isRequest(evidence: Evidence, sentence: Sentence): boolean {
  return sentence.question || evidence.has('requests', sentence);
}

/** "Una pregunta rápida." announces the question in the next sentence. */
function followingStatement(evidence: Evidence, sentence: Sentence): Sentence | undefined {
  if (sentence.question || !evidence.has('requests', sentence)) return undefined;
  return evidence.doc.sentences[sentence.index + 1];
}
