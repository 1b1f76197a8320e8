import type { CaseFacts } from '@vigila/domain';
import { isPossiblySerious, SERIOUSNESS_CRITERIA } from '@vigila/domain';
import { round } from '../eval/metrics.ts';
import { foldText } from '../lexicon/fold.ts';
import type { CaseFactLabels } from './training-set.ts';

export interface MatchScore {
  precision: number | null;
  recall: number | null;
  n: number;
}

export interface FactsEvaluation {
  /** ADR texts with labelled facts. */
  texts: number;
  /** Serious or not, on ADR texts; possibly serious counts as serious (it keeps the shorter clock). */
  seriousAccuracy: number | null;
  seriousRecall: number | null;
  seriousPrecision: number | null;
  criteria: Record<string, MatchScore>;
  products: MatchScore;
  reactions: MatchScore;
  /** Where the label states it: exact age, sex, consumer-or-professional. */
  patientAge: { accuracy: number | null; n: number };
  patientSex: { accuracy: number | null; n: number };
  reporter: { accuracy: number | null; n: number };
}

export interface FactsPair {
  labels: CaseFactLabels;
  predicted: CaseFacts;
}

/** Scores the extracted case facts of ADR texts against their labels. */
export function evaluateFacts(pairs: readonly FactsPair[]): FactsEvaluation {
  let seriousRight = 0;
  let seriousTp = 0;
  let seriousFp = 0;
  let seriousFn = 0;
  const criteria = Object.fromEntries(SERIOUSNESS_CRITERIA.map((criterion) => [criterion, counter()]));
  const products = counter();
  const reactions = counter();
  const age = { right: 0, n: 0 };
  const sex = { right: 0, n: 0 };
  const reporter = { right: 0, n: 0 };
  for (const { labels, predicted } of pairs) {
    const serious = isPossiblySerious(predicted);
    if (labels.serious === serious) seriousRight += 1;
    if (labels.serious && serious) seriousTp += 1;
    if (!labels.serious && serious) seriousFp += 1;
    if (labels.serious && !serious) seriousFn += 1;
    for (const criterion of SERIOUSNESS_CRITERIA) {
      const count = criteria[criterion] ?? counter();
      const expected = labels.seriousness.includes(criterion);
      const found = predicted.seriousness.includes(criterion);
      count.predicted += found ? 1 : 0;
      count.expected += expected ? 1 : 0;
      count.matchedPredicted += found && expected ? 1 : 0;
      count.matchedExpected += found && expected ? 1 : 0;
    }
    matchLists(products, labels.drugs, predicted.products, sameName);
    matchLists(
      reactions,
      labels.reactions,
      predicted.reactions,
      (gold, found) => sameName(gold.text, found.text) || fold(gold.term) === fold(found.term),
    );
    if (labels.patientAge !== null) {
      age.n += 1;
      if (predicted.patientAge !== null && Math.abs(predicted.patientAge - labels.patientAge) < 0.05)
        age.right += 1;
    }
    if (labels.patientSex !== null) {
      sex.n += 1;
      if (predicted.patientSex === labels.patientSex) sex.right += 1;
    }
    if (labels.reporter !== null) {
      reporter.n += 1;
      if ((labels.reporter === 'consumer') === (predicted.reporter === 'consumer')) reporter.right += 1;
    }
  }
  const ratio = (part: number, whole: number): number | null => (whole === 0 ? null : round(part / whole));
  return {
    texts: pairs.length,
    seriousAccuracy: ratio(seriousRight, pairs.length),
    seriousRecall: ratio(seriousTp, seriousTp + seriousFn),
    seriousPrecision: ratio(seriousTp, seriousTp + seriousFp),
    criteria: Object.fromEntries(Object.entries(criteria).map(([key, count]) => [key, finish(count)])),
    products: finish(products),
    reactions: finish(reactions),
    patientAge: { accuracy: ratio(age.right, age.n), n: age.n },
    patientSex: { accuracy: ratio(sex.right, sex.n), n: sex.n },
    reporter: { accuracy: ratio(reporter.right, reporter.n), n: reporter.n },
  };
}

interface Counter {
  predicted: number;
  expected: number;
  matchedPredicted: number;
  matchedExpected: number;
}

function counter(): Counter {
  return { predicted: 0, expected: 0, matchedPredicted: 0, matchedExpected: 0 };
}

function matchLists<G, P>(
  count: Counter,
  gold: readonly G[],
  found: readonly P[],
  same: (g: G, p: P) => boolean,
): void {
  count.expected += gold.length;
  count.predicted += found.length;
  count.matchedExpected += gold.filter((g) => found.some((p) => same(g, p))).length;
  count.matchedPredicted += found.filter((p) => gold.some((g) => same(g, p))).length;
}

function finish(count: Counter): MatchScore {
  return {
    precision: count.predicted === 0 ? null : round(count.matchedPredicted / count.predicted),
    recall: count.expected === 0 ? null : round(count.matchedExpected / count.expected),
    n: count.expected,
  };
}

/** "Ozempic" and "ozempic 1 mg", "dolor de cabeza" and "un dolor de cabeza horrible": one inside the other. */
function sameName(a: string, b: string): boolean {
  const left = fold(a);
  const right = fold(b);
  return left.length > 0 && right.length > 0 && (left.includes(right) || right.includes(left));
}

function fold(value: string): string {
  return foldText(value).replace(/\s+/g, ' ').trim();
}
