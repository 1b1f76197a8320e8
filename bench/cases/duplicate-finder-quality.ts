import { readFileSync } from 'node:fs';
import { DUPLICATE_THRESHOLD, scoreDuplicatePair } from '@vigila/domain';
import { writeResult } from '../lib/results.ts';
import { PAIRS_FILE, type LabelledPair } from './duplicate-pairs/build-duplicate-pairs.ts';

interface Scored {
  pair: LabelledPair;
  score: number;
}

interface Figures {
  pairs: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  f1: number;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;
const SWEEP = Array.from({ length: 13 }, (_, k) => round3(0.3 + k * 0.05));

function figuresAt(scored: readonly Scored[], threshold: number): Figures {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const { pair, score } of scored) {
    const said = score >= threshold;
    const truth = pair.label === 'duplicate';
    if (said && truth) tp += 1;
    else if (said) fp += 1;
    else if (truth) fn += 1;
  }
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return {
    pairs: scored.length,
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    precision: round3(precision),
    recall: round3(recall),
    f1: round3(f1),
  };
}

/** Share of each category's pairs the finder labels right at the threshold. */
function accuracyByCategory(scored: readonly Scored[], threshold: number): Record<string, string> {
  const counts = new Map<string, { right: number; all: number }>();
  for (const { pair, score } of scored) {
    const entry = counts.get(pair.category) ?? { right: 0, all: 0 };
    entry.all += 1;
    if (score >= threshold === (pair.label === 'duplicate')) entry.right += 1;
    counts.set(pair.category, entry);
  }
  return Object.fromEntries([...counts].map(([category, { right, all }]) => [category, `${right}/${all}`]));
}

/**
 * Precision and recall of the duplicate scorer on the labelled pairs built from the fixtures
 * (apps/server/src/test/fixtures/duplicates). The threshold is chosen on the 'tune' half (best F1) and reported on
 * the 'test' half, whose base texts the tuning never saw.
 */
export async function benchDuplicateFinderQuality(): Promise<string> {
  const pairs = readFileSync(PAIRS_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as LabelledPair);
  const scored = pairs.map((pair) => ({
    pair,
    score: scoreDuplicatePair(pair.a.profile, pair.b.profile).score,
  }));
  const tune = scored.filter(({ pair }) => pair.split === 'tune');
  const test = scored.filter(({ pair }) => pair.split === 'test');
  const sweep = SWEEP.map((threshold) => ({
    threshold,
    tune: figuresAt(tune, threshold),
    test: figuresAt(test, threshold),
  }));
  const best = sweep.reduce((a, b) => (b.tune.f1 > a.tune.f1 ? b : a));
  const differentPatients = (scoredPairs: readonly Scored[]) =>
    scoredPairs.filter(({ pair }) => pair.category !== 'same_product_same_reaction_other_patient');
  return Promise.resolve(
    writeResult('cases-duplicate-finder-quality', {
      description:
        'scoreDuplicatePair over labelled pairs built from the training fixture texts (re-posts across channels as duplicates; same product/other reaction, same reaction/other product, same event far in time or another patient, unrelated as not duplicates). Threshold chosen by best F1 on the tune split, reported on the test split.',
      pairs: { total: pairs.length, tune: tune.length, test: test.length },
      duplicates: pairs.filter((pair) => pair.label === 'duplicate').length,
      shippedThreshold: DUPLICATE_THRESHOLD,
      chosenOnTune: best.threshold,
      testAtChosen: best.test,
      testAtShipped: figuresAt(test, DUPLICATE_THRESHOLD),
      testAtShippedWithoutSameEventOtherPatient: figuresAt(differentPatients(test), DUPLICATE_THRESHOLD),
      testAccuracyByCategoryAtShipped: accuracyByCategory(test, DUPLICATE_THRESHOLD),
      sweep,
    }),
  );
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) console.log(await benchDuplicateFinderQuality());
