/**
 * A back-off n-gram language model in the ARPA text format that pocketsphinx reads (`-lm`), estimated with
 * absolute discounting: each seen n-gram gives up a fixed share D of its count, and that mass goes to the
 * lower order through a back-off weight. Small and exact enough for a domain corpus of a few thousand sentences.
 */
const START = '<s>';
const END = '</s>';
/** log10 probability ARPA files give <s>, which is never predicted. */
const NEVER = -99;

type Counts = Map<string, number>;

function countNgrams(sentences: readonly string[][], order: number): Counts[] {
  const counts: Counts[] = Array.from({ length: order + 1 }, () => new Map<string, number>());
  for (const sentence of sentences) {
    const words = [START, ...sentence, END];
    for (let n = 1; n <= order; n += 1) {
      for (let i = 0; i + n <= words.length; i += 1) {
        const key = words.slice(i, i + n).join(' ');
        const table = counts[n];
        table?.set(key, (table.get(key) ?? 0) + 1);
      }
    }
  }
  return counts;
}

/** Ney's estimate from the counts of counts, kept in a sane range for tiny or skewed corpora. */
function discountFor(counts: Counts): number {
  let once = 0;
  let twice = 0;
  for (const count of counts.values()) {
    if (count === 1) once += 1;
    else if (count === 2) twice += 1;
  }
  const estimate = once + twice === 0 ? 0.5 : once / (once + 2 * twice);
  return Math.min(0.9, Math.max(0.3, estimate));
}

const historyOf = (key: string) => key.slice(0, Math.max(0, key.lastIndexOf(' ')));
const lastWordOf = (key: string) => key.slice(key.lastIndexOf(' ') + 1);
const dropFirst = (key: string) => (key.includes(' ') ? key.slice(key.indexOf(' ') + 1) : '');

export function buildArpaModel(sentences: readonly string[][], order = 3): string {
  const counts = countNgrams(sentences, order);
  const probability: Map<string, number>[] = counts.map(() => new Map<string, number>());
  const backoff = new Map<string, number>();

  // Unigrams: relative frequencies with a small floor, so rare domain words stay reachable.
  const unigrams = counts[1] ?? new Map<string, number>();
  let total = 0;
  for (const [word, count] of unigrams) if (word !== START) total += count;
  const vocabularySize = unigrams.size - 1;
  for (const [word, count] of unigrams) {
    probability[1]?.set(word, word === START ? 0 : (count + 0.5) / (total + 0.5 * vocabularySize));
  }

  /** P(word | history) with back-off, for orders already estimated. */
  const backedOff = (key: string): number => {
    const n = key.split(' ').length;
    const direct = probability[n]?.get(key);
    if (direct !== undefined) return direct;
    if (n === 1) return 0;
    return (backoff.get(historyOf(key)) ?? 1) * backedOff(dropFirst(key));
  };

  for (let n = 2; n <= order; n += 1) {
    const table = counts[n] ?? new Map<string, number>();
    const discount = discountFor(table);
    const byHistory = new Map<string, string[]>();
    for (const key of table.keys()) {
      const history = historyOf(key);
      const keys = byHistory.get(history);
      if (keys) keys.push(key);
      else byHistory.set(history, [key]);
    }
    for (const [history, keys] of byHistory) {
      const historyTotal = keys.reduce((sum, key) => sum + (table.get(key) ?? 0), 0);
      let lowerMass = 0;
      for (const key of keys) {
        probability[n]?.set(key, ((table.get(key) ?? 0) - discount) / historyTotal);
        lowerMass += backedOff(dropFirst(key));
      }
      const freed = (discount * keys.length) / historyTotal;
      backoff.set(history, freed / Math.max(1e-6, 1 - lowerMass));
    }
  }
  return formatArpa(probability, backoff, order);
}

function log10(value: number): string {
  return value <= 0 ? String(NEVER) : Math.log10(value).toFixed(6);
}

function formatArpa(probability: Map<string, number>[], backoff: Map<string, number>, order: number): string {
  const lines = ['\\data\\'];
  for (let n = 1; n <= order; n += 1) lines.push(`ngram ${n}=${probability[n]?.size ?? 0}`);
  for (let n = 1; n <= order; n += 1) {
    lines.push('', `\\${n}-grams:`);
    for (const [key, value] of probability[n] ?? []) {
      const weight = n < order ? backoff.get(key) : undefined;
      const probabilityText = lastWordOf(key) === START && n === 1 ? String(NEVER) : log10(value);
      lines.push(`${probabilityText}\t${key}${weight === undefined ? '' : `\t${log10(weight)}`}`);
    }
  }
  lines.push('', '\\end\\', '');
  return lines.join('\n');
}
