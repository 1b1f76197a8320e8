import type { Source } from '@vigila/domain';
import { blankDisfluencies } from '../lexicon/disfluency.ts';
import { foldText } from '../lexicon/fold.ts';

/**
 * The model's view of a text: word 1–2-grams and character 3–5-grams of the accent-folded words, emoji, a
 * question mark, plus the channel and the language. Each feature remembers the word it came from, so a score can
 * be explained by quoting the words that weighed most.
 */
export interface TextFeatures {
  /** Distinct feature keys. */
  keys: string[];
  /** For each key, the index of the first word it came from (-1 for document-level features). */
  words: number[];
  /** The words: their offsets in the original text (folding keeps every offset). */
  spans: { start: number; end: number }[];
}

const TOKEN = /[\p{L}\p{N}]+(?:'[\p{L}]+)?|\p{Extended_Pictographic}/gu;
const DIGITS = /\p{N}+/gu;
const LETTER = /\p{L}/u;
const CHAR_GRAM_SIZES = [3, 4, 5] as const;

/** Numbers read by their length: "310" and "290" (a glucose), "10" and "20" (a dose) look alike to the model. */
function normaliseToken(token: string): string {
  return token.replace(DIGITS, (digits) => `#${Math.min(digits.length, 4)}`);
}

export function extractFeatures(text: string, channel: Source, language: string | null): TextFeatures {
  const folded = blankDisfluencies(foldText(text));
  const keys: string[] = [];
  const words: number[] = [];
  const seen = new Set<string>();
  const add = (key: string, word: number): void => {
    if (seen.has(key)) return;
    seen.add(key);
    keys.push(key);
    words.push(word);
  };
  add(`ch:${channel}`, -1);
  add(`lang:${language ?? 'unknown'}`, -1);
  if (folded.includes('?')) add('p:?', -1);

  const spans: { start: number; end: number }[] = [];
  const tokens: string[] = [];
  for (const match of folded.matchAll(TOKEN)) {
    spans.push({ start: match.index, end: match.index + match[0].length });
    tokens.push(normaliseToken(match[0]));
  }
  tokens.forEach((token, index) => {
    add(`w:${token}`, index);
    const next = tokens[index + 1];
    if (next !== undefined) add(`b:${token} ${next}`, index);
    if (token.length < 2 || !LETTER.test(token)) return;
    const padded = ` ${token} `;
    for (const size of CHAR_GRAM_SIZES) {
      for (let start = 0; start + size <= padded.length; start += 1)
        add(`c:${padded.slice(start, start + size)}`, index);
    }
  });
  return { keys, words, spans };
}
