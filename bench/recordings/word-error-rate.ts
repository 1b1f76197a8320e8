const DIGIT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** Lower case, digits spelled out one by one ("AB1234" is read letter by letter), punctuation dropped. */
export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\d/g, (digit) => ` ${DIGIT_WORDS[Number(digit)] ?? ''} `)
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0);
}

/** Word-level Levenshtein distance: substitutions + deletions + insertions. */
export function wordEdits(reference: readonly string[], hypothesis: readonly string[]): number {
  let previous = Array.from({ length: hypothesis.length + 1 }, (_, j) => j);
  for (let i = 1; i <= reference.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= hypothesis.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (reference[i - 1] === hypothesis[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[hypothesis.length] ?? 0;
}

export interface WerTally {
  edits: number;
  referenceWords: number;
}

/** Corpus WER: all edits over all reference words (not the mean of per-file rates). */
export function pooledWer(tallies: readonly WerTally[]): number | null {
  const words = tallies.reduce((sum, t) => sum + t.referenceWords, 0);
  if (words === 0) return null;
  return Math.round((tallies.reduce((sum, t) => sum + t.edits, 0) / words) * 1000) / 1000;
}
