import type { Source } from '@vigila/domain';
import { contentRun } from './content-run.ts';
import { extractFeatures, type TextFeatures } from './features.ts';
import { sigmoid } from './logistic-regression.ts';
import { MODEL_FLAGS, type FlagModelData, type ModelFlag, type TriageModelData } from './model-data.ts';
import { vectorise } from './vectorise.ts';

export interface FlagScore {
  probability: number;
  /** At or above the flag's operating point. */
  flagged: boolean;
  /** At or above the level the lexicon's guards cannot veto. */
  strong: boolean;
}

export interface ScoredText {
  scores: Record<ModelFlag, FlagScore>;
  /** The words that pushed a flag's score up the most, verbatim from the text, strongest first. */
  explain(flag: ModelFlag, limit?: number): string[];
}

const MAX_PHRASE_WORDS = 5;

/** The trained per-flag models, loaded once, scoring in process. */
export class TriageModel {
  readonly version: string;
  private readonly index: Map<string, number>;

  constructor(readonly data: TriageModelData) {
    this.version = data.version;
    this.index = new Map(data.vocabulary.map((key, position) => [key, position]));
  }

  score(text: string, channel: Source, language: string | null): ScoredText {
    const features = extractFeatures(text, channel, language);
    const row = vectorise(features, this.index);
    const scores = {} as Record<ModelFlag, FlagScore>;
    for (const flag of MODEL_FLAGS) {
      const model = this.data.flags[flag];
      let sum = model.bias;
      for (let k = 0; k < row.indices.length; k += 1)
        sum += (model.weights[row.indices[k] ?? 0] ?? 0) * (row.values[k] ?? 0);
      const probability = sigmoid(sum);
      scores[flag] = {
        probability,
        flagged: probability >= model.threshold,
        strong: probability >= model.strongThreshold,
      };
    }
    return {
      scores,
      explain: (flag, limit = 3) => explain(text, features, row, this.data.flags[flag], limit),
    };
  }
}

/**
 * Sums each feature's push (weight × value) onto the word it came from, then quotes runs of neighbouring words that
 * pushed up, strongest run first: what a reviewer should read to see why the model flagged the text.
 */
function explain(
  text: string,
  features: TextFeatures,
  row: ReturnType<typeof vectorise>,
  model: FlagModelData,
  limit: number,
): string[] {
  const pushes = new Float64Array(features.spans.length);
  row.positions.forEach((position, k) => {
    const word = features.words[position] ?? -1;
    if (word < 0) return;
    const push = (model.weights[row.indices[k] ?? 0] ?? 0) * (row.values[k] ?? 0);
    const key = features.keys[position] ?? '';
    // A word pair speaks for both of its words.
    if (key.startsWith('b:') && word + 1 < pushes.length) {
      pushes[word] = (pushes[word] ?? 0) + push / 2;
      pushes[word + 1] = (pushes[word + 1] ?? 0) + push / 2;
    } else {
      pushes[word] = (pushes[word] ?? 0) + push;
    }
  });
  const runs: { from: number; to: number; push: number }[] = [];
  let current: { from: number; to: number; push: number } | null = null;
  pushes.forEach((push, word) => {
    if (push > 0) {
      if (current && word === current.to + 1 && current.to - current.from + 1 < MAX_PHRASE_WORDS) {
        current.to = word;
        current.push += push;
      } else {
        current = { from: word, to: word, push };
        runs.push(current);
      }
    } else {
      current = null;
    }
  });
  const wordAt = (index: number) => {
    const span = features.spans[index];
    return span ? text.slice(span.start, span.end) : '';
  };
  return runs
    .sort((a, b) => b.push - a.push)
    .flatMap((run) => {
      const words = Array.from({ length: run.to - run.from + 1 }, (_, offset) => wordAt(run.from + offset));
      const content = contentRun(words);
      if (content === null) return [];
      const start = features.spans[run.from + content.from]?.start ?? 0;
      const end = features.spans[run.from + content.to]?.end ?? start;
      return [text.slice(start, end)];
    })
    .filter((phrase) => phrase.trim().length > 0)
    .slice(0, limit);
}
