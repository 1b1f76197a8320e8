/** One recognised word with its time span (seconds from the start of the input) and posterior confidence. */
export interface TimedWord {
  word: string;
  start: number;
  end: number;
  confidence: number;
}

const TIME_LINE = /^(\S+) (\d+\.\d+) (\d+\.\d+) (\d+\.\d+)$/;

/** Silence, sentence marks and noise tokens the decoder reports between words. */
function isFiller(word: string): boolean {
  return word.startsWith('<') || word.startsWith('[') || word.startsWith('+');
}

/**
 * Reads `pocketsphinx_continuous -time yes` output: per utterance a hypothesis line, then one line per segment
 * `word start end confidence`. Alternative pronunciations (`the(2)`) count as their word.
 */
export function parseTimedWords(output: string): TimedWord[] {
  const words: TimedWord[] = [];
  for (const line of output.split('\n')) {
    const match = TIME_LINE.exec(line.trim());
    if (!match) continue;
    const word = (match[1] ?? '').replace(/\(\d+\)$/, '');
    if (isFiller(word)) continue;
    words.push({ word, start: Number(match[2]), end: Number(match[3]), confidence: Number(match[4]) });
  }
  return words;
}

export function meanConfidence(words: readonly TimedWord[]): number {
  return words.length === 0 ? 0 : words.reduce((sum, w) => sum + w.confidence, 0) / words.length;
}
