import { foldText, jaccard, wordsOf } from './normalise-words.ts';

/** Character trigrams of the folded words (padded as pg_trgm pads them), so "hives" and "hive" share most. */
export function trigramsOf(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of wordsOf(foldText(text))) {
    const padded = `  ${word} `;
    for (let index = 0; index + 3 <= padded.length; index += 1) grams.add(padded.slice(index, index + 3));
  }
  return grams;
}

/**
 * How alike two source texts are, 0..1: the better of trigram and word Jaccard. Trigrams forgive spelling and
 * inflection ("rashes", "rash"); words keep two long texts that share only common trigrams apart.
 */
export function textSimilarity(a: string, b: string): number {
  if (!a.trim() || !b.trim()) return 0;
  const trigram = jaccard(trigramsOf(a), trigramsOf(b));
  const words = jaccard(new Set(wordsOf(a)), new Set(wordsOf(b)));
  return Math.max(trigram, words);
}
