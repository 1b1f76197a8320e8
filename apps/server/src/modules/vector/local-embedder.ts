import { foldText } from '../../analysis/lexicon/fold.ts';
import { FUNCTION_WORDS } from '../../analysis/lexicon/function-words.ts';
import { phraseSet, type PhraseEntry } from '../../analysis/lexicon/phrase-set.ts';
import { NAMED_DRUG_PHRASES } from '../../analysis/lexicon/vocab/drugs.ts';
import { INFORMATION_TOPICS } from '../../analysis/lexicon/vocab/information.ts';
import { QUALITY_DEFECTS } from '../../analysis/lexicon/vocab/quality.ts';
import { REACTIONS_CLINICAL } from '../../analysis/lexicon/vocab/reactions-clinical.ts';
import { REACTIONS_EN } from '../../analysis/lexicon/vocab/reactions-en.ts';
import { REACTIONS_ES } from '../../analysis/lexicon/vocab/reactions-es.ts';
import {
  LACK_OF_EFFICACY_CUES,
  MEDICATION_ERROR_CUES,
  MISUSE_CUES,
  OFF_LABEL_CUES,
  OVERDOSE_CUES,
  PREGNANCY_CUES,
} from '../../analysis/lexicon/vocab/special-situations.ts';
import { BILINGUAL_GLOSSARY } from './bilingual-glossary.ts';
import { cognateKey, drugKey, drugNameVariants } from './drug-keys.ts';
import type { Embedder } from './embedder.ts';
import { blankNegatedMentions } from './negated-mentions.ts';

/** The in-process embedder's id: stored beside every vector, so a change here re-indexes (decision 0022). */
export const LOCAL_EMBEDDING_MODEL = 'vigila-concepts-ngrams@3';
export const LOCAL_EMBEDDING_DIMENSIONS = 256;

/** Dosage forms and product words in both languages, one concept each ("tablets" and "pastillas" meet). */
const PRODUCT_WORDS: readonly PhraseEntry[] = [
  ['tablets?|tabs|pills?|caplets?|pastillas?|comprimidos?|grageas?', 'form:tablet'],
  ['capsules?|softgels?|capsulas?', 'form:capsule'],
  ['syrups?|jarabes?', 'form:syrup'],
  ['injections?|injected|jabs?|shots?|inyecci(?:on|ones)|pinchazos?', 'form:injection'],
  ['inhalers?|inhaladores?', 'form:inhaler'],
  ['creams?|ointments?|cremas?|pomadas?', 'form:cream'],
  ['drops|gotas', 'form:drops'],
  ['patch(?:es)?|parches?', 'form:patch'],
  ['medicines?|medications?|meds|drugs?|medicamentos?|medicinas?|farmacos?', 'form:medicine'],
  ['vaccines?|vaccinat\\w+|vacunas?|vacunad[oa]s?', 'form:vaccine'],
];

/**
 * The lexicons' labelled phrases: English and Spanish wording of one reaction, defect or question carry one
 * label (the preferred term), so texts in either language share these features. Drug names match as themselves.
 */
const CONCEPTS = phraseSet(
  REACTIONS_EN,
  REACTIONS_ES,
  REACTIONS_CLINICAL,
  QUALITY_DEFECTS,
  INFORMATION_TOPICS,
  PREGNANCY_CUES,
  OVERDOSE_CUES,
  MISUSE_CUES,
  MEDICATION_ERROR_CUES,
  OFF_LABEL_CUES,
  LACK_OF_EFFICACY_CUES,
  PRODUCT_WORDS,
);
/** Everyday words in both languages, matched apart so a lexicon phrase over the same words does not hide them. */
const GLOSSARY = phraseSet(BILINGUAL_GLOSSARY);
const DRUGS = phraseSet(NAMED_DRUG_PHRASES);

const WORD_WEIGHT = 1;
const NGRAM_WEIGHT = 0.35;
const CONCEPT_WEIGHT = 2.5;
const COGNATE_WEIGHT = 0.8;
const GLOSSARY_WEIGHT = 2.5;
const DRUG_WEIGHT = 3;
/** A denied concept ("no swelling") meets only another denial of it, and weighs little. */
const NEGATED_CONCEPT_WEIGHT = 1;

/** FNV-1a, 32 bits: stable across processes and versions of Node (the vectors are stored). */
function hash(feature: string): number {
  let h = 0x811c9dc5;
  for (let index = 0; index < feature.length; index += 1) {
    h ^= feature.charCodeAt(index);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function add(vector: Float64Array, feature: string, weight: number): void {
  const h = hash(feature);
  // One bit of the hash picks the sign, so colliding features cancel out on average instead of adding up.
  const slot = h % vector.length;
  vector[slot] = (vector[slot] ?? 0) + (h & 0x80000000 ? -weight : weight);
}

/** The features of one text: its concepts (the lexicons' labels), drug names, words and their character trigrams. */
export function embedLocally(text: string, dimensions = LOCAL_EMBEDDING_DIMENSIONS): number[] {
  // What a negation denies is read as denied, not as said (issue 27 point 10): its words are not the text's words.
  const { folded, negated, standing } = searchableText(text);
  const vector = new Float64Array(dimensions);
  const concepts = new Set((standing ?? CONCEPTS.find(folded)).map((hit) => hit.label.toLowerCase()));
  for (const concept of concepts) add(vector, `c:${concept}`, CONCEPT_WEIGHT);
  for (const concept of negated)
    if (!concepts.has(concept)) add(vector, `n:${concept}`, NEGATED_CONCEPT_WEIGHT);
  for (const word of new Set(GLOSSARY.find(folded).map((hit) => hit.label)))
    add(vector, word, GLOSSARY_WEIGHT);
  const drugs = new Set(DRUGS.find(folded).map((hit) => hit.text));
  for (const drug of drugs) add(vector, `d:${drugKey(drug)}`, DRUG_WEIGHT);

  const counts = new Map<string, number>();
  for (const word of folded.match(/[a-z0-9\u00c0-\u024f]+/g) ?? []) {
    if (word.length < 2 || FUNCTION_WORDS.has(word)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  for (const [word, count] of counts) {
    const weight = 1 + Math.log(count);
    add(vector, `w:${word}`, WORD_WEIGHT * weight);
    const cognate = cognateKey(word);
    if (cognate !== word) add(vector, `k:${cognate}`, COGNATE_WEIGHT * weight);
    const padded = ` ${word} `;
    for (let index = 0; index + 3 <= padded.length; index += 1) {
      add(vector, `g:${padded.slice(index, index + 3)}`, NGRAM_WEIGHT * weight);
    }
  }
  return normalise(vector);
}

/**
 * A text as search reads it, folded, with the reactions, defects and questions a negation denies blanked, and their
 * labels: the embedder's features and the full-text document (embeddings.repository) both come from it.
 */
export function searchableText(text: string): ReturnType<typeof blankNegatedMentions> {
  return blankNegatedMentions(text, CONCEPTS);
}

/** L2-normalised, so the cosine distance is 1 − the dot product. An empty text is the zero vector. */
function normalise(vector: Float64Array): number[] {
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm);
  return Array.from(vector, (value) => (norm === 0 ? 0 : Math.round((value / norm) * 1e6) / 1e6));
}

/**
 * The characters of a text the local embedder reads: as many as the search's document keeps (embeddings.repository)
 * — a long e-mail's opening says what it is about, and reading 2 MB held the event loop for half a second (issue 24).
 */
export const MAX_LOCAL_EMBEDDING_CHARS = 20_000;

/** The default embedder: no network, no model file; a few hundred dimensions (decision 0022). */
export const localEmbedder: Embedder = {
  model: LOCAL_EMBEDDING_MODEL,
  embed: (texts) =>
    Promise.resolve(texts.map((text) => embedLocally(text.slice(0, MAX_LOCAL_EMBEDDING_CHARS)))),
};

/**
 * The medicines a text names, each as the names a text may give it (its spellings, brands and substance), each name
 * folded and split into words ("vitamin d" → ["vitamin", "d"]).
 */
export function drugNamesIn(text: string): string[][][] {
  const names = new Set(DRUGS.find(foldText(text)).map((hit) => hit.text));
  return [...names]
    .map((name) =>
      drugNameVariants(name)
        .map((variant) => variant.match(/[a-z0-9]+/g) ?? [])
        .filter((words) => words.length > 0),
    )
    .filter((variants) => variants.length > 0);
}
