import type { PhraseEntry } from '../phrase-set.ts';

/**
 * Vocabularies are written one phrase pattern per line inside String.raw templates (backslashes stay as written):
 * compact, diff-friendly and safe from reformatting. Blank lines and lines starting with '#' are skipped.
 */
export function patterns(block: string): string[] {
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith('#'));
}

/** "pattern => Preferred term" per line; a line without a label reports the matched words themselves. */
export function labelled(block: string): PhraseEntry[] {
  return patterns(block).map((line) => {
    const arrow = line.lastIndexOf(' => ');
    return arrow < 0 ? line : ([line.slice(0, arrow), line.slice(arrow + 4)] as const);
  });
}
