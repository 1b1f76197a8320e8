import { jaccard, wordsOf } from './normalise-words.ts';

/** One reaction: the term as told or coded, and its MedDRA code when the case has one. */
export interface ReactionMention {
  term?: string | null | undefined;
  meddraCode?: string | null | undefined;
}

/** Words that qualify a reaction without naming it ("severe skin rash" ~ "rash"). */
const QUALIFIERS = new Set([
  'severe',
  'mild',
  'moderate',
  'bad',
  'very',
  'acute',
  'my',
  'a',
  'the',
  'of',
  'on',
  'and',
]);

const termWords = (term: string) => new Set(wordsOf(term).filter((word) => !QUALIFIERS.has(word)));

/** How alike two reactions are, 0..1: 1 for the same MedDRA code or the same words, the word overlap otherwise. */
export function reactionSimilarity(a: ReactionMention, b: ReactionMention): number {
  const codeA = a.meddraCode?.trim();
  const codeB = b.meddraCode?.trim();
  if (codeA && codeB) return codeA === codeB ? 1 : 0;
  const wordsA = termWords(a.term ?? '');
  const wordsB = termWords(b.term ?? '');
  if (wordsA.size === 0 || wordsB.size === 0) return 0;
  const overlap = jaccard(wordsA, wordsB);
  // "rash" and "skin rash": every word of the shorter term is in the longer one.
  const contained =
    [...wordsA].every((word) => wordsB.has(word)) || [...wordsB].every((word) => wordsA.has(word));
  return contained ? Math.max(overlap, 0.8) : overlap;
}

/** The closest pair of reactions of two lists, with its similarity; undefined when either list is empty. */
export function closestReactions(
  a: readonly ReactionMention[],
  b: readonly ReactionMention[],
): { a: ReactionMention; b: ReactionMention; similarity: number } | undefined {
  let best: { a: ReactionMention; b: ReactionMention; similarity: number } | undefined;
  for (const left of a)
    for (const right of b) {
      const similarity = reactionSimilarity(left, right);
      if (!best || similarity > best.similarity) best = { a: left, b: right, similarity };
    }
  return best;
}
