import { foldText } from '../lexicon/fold.ts';
import { FUNCTION_WORDS } from '../lexicon/function-words.ts';

/**
 * A run of words the model's reason would quote, without the function words at its ends ("to", "the", "de"); null
 * when nothing but function words or numbers is left, so a reason never quotes "to" alone (issue 27 point 8).
 */
export function contentRun(words: readonly string[]): { from: number; to: number } | null {
  const isContent = (word: string) => {
    const folded = foldText(word).trim();
    return /[a-z]/.test(folded) && !FUNCTION_WORDS.has(folded);
  };
  const from = words.findIndex(isContent);
  if (from < 0) return null;
  const to = words.findLastIndex(isContent);
  return { from, to };
}
