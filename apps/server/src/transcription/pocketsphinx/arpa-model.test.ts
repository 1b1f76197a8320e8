import { describe, expect, it } from 'vitest';
import { buildArpaModel } from './arpa-model.ts';

interface Parsed {
  counts: number[];
  prob: Map<string, number>;
  bow: Map<string, number>;
}

function parseArpa(text: string): Parsed {
  const counts: number[] = [];
  const prob = new Map<string, number>();
  const bow = new Map<string, number>();
  for (const line of text.split('\n')) {
    const count = /^ngram (\d)=(\d+)$/.exec(line);
    if (count) counts[Number(count[1])] = Number(count[2]);
    const fields = line.split('\t');
    if (fields.length < 2 || !/^-?\d/.test(fields[0] ?? '')) continue;
    prob.set(fields[1] ?? '', 10 ** Number(fields[0]));
    if (fields[2] !== undefined) bow.set(fields[1] ?? '', 10 ** Number(fields[2]));
  }
  return { counts, prob, bow };
}

/** P(word | history) the way a decoder reads an ARPA model: the longest listed n-gram, else back off. */
function score(model: Parsed, history: string[], word: string): number {
  const key = [...history, word].join(' ');
  const listed = model.prob.get(key);
  if (listed !== undefined) return listed;
  if (history.length === 0) return 0;
  return (model.bow.get(history.join(' ')) ?? 1) * score(model, history.slice(1), word);
}

const corpus = [
  'she started taking ibuprofen last week',
  'she has a rash on her arms',
  'he started taking amoxicillin',
  'the tablets were broken',
  'the blister pack was open',
  'she has a rash',
].map((sentence) => sentence.split(' '));

describe('ARPA back-off model', () => {
  const model = parseArpa(buildArpaModel(corpus));
  const vocabulary = [...model.prob.keys()].filter((key) => !key.includes(' ') && key !== '<s>');

  it('lists unigrams, bigrams and trigrams with the counts in its header', () => {
    expect(model.counts[1]).toBe(vocabulary.length + 1);
    expect(model.counts[2]).toBe([...model.prob.keys()].filter((k) => k.split(' ').length === 2).length);
    expect(model.prob.get('started taking ibuprofen')).toBeGreaterThan(0);
    expect(model.prob.get('<s>')).toBeLessThan(1e-90); // -99: never predicted
  });

  it.each([[[]], [['she']], [['<s>', 'she']], [['she', 'has']], [['the', 'tablets']], [['were']]])(
    'is a probability distribution after %j (sums to 1 over the vocabulary, back-off included)',
    (history: string[]) => {
      const total = vocabulary.reduce((sum, word) => sum + score(model, history, word), 0);
      expect(total).toBeCloseTo(1, 3);
    },
  );

  it('prefers what the corpus says: "a rash" over "a broken" after "she has"', () => {
    expect(score(model, ['she', 'has'], 'a')).toBeGreaterThan(score(model, ['she', 'has'], 'broken'));
    expect(score(model, ['has', 'a'], 'rash')).toBeGreaterThan(score(model, ['has', 'a'], 'tablets'));
    expect(score(model, ['has', 'a'], 'tablets')).toBeGreaterThan(0); // unseen, but reachable
  });
});
