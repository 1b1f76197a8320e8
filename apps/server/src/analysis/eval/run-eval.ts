import type { AnalysisResult, Analyzer } from '../analyzer.ts';
import { analyzerLabel } from '../analyzer.ts';
import type { CaseFacts } from '@vigila/domain';
import { evaluateFacts, type FactsEvaluation, type FactsPair } from '../train/evaluate-facts.ts';
import type { LabelledLine } from './labelled-lines.ts';
import {
  addOutcome,
  confusionsOf as group,
  emptyConfusions as confusions,
  FLAGS,
  scoreFlags as scores,
  type Flag,
  type FlagConfusions,
  type FlagScores,
} from './metrics.ts';

export type { FlagScores };

export interface EvalReport extends FlagScores {
  byChannel: Record<string, FlagScores>;
  byLang: Record<string, FlagScores>;
  analyzer: string;
  texts: number;
  /** Lines the analyser failed on (an LLM error): not scored, counted here. */
  failures: number;
  seconds: number;
  textsPerSecond: number;
  /** Case facts of the ADR lines that carry fact labels, when the analyser reads facts. */
  facts: FactsEvaluation | null;
}

export interface Mistake {
  id: string;
  flag: Flag;
  expected: boolean;
  text: string;
  reason: string | null;
}

/** An ADR the analyser did not flag has no facts: everything missed. */
const NO_FACTS: CaseFacts = {
  products: [],
  reactions: [],
  serious: false,
  seriousness: [],
  seriousnessEvidence: [],
  patientAge: null,
  patientSex: null,
  reporter: null,
};

export interface EvalOptions {
  concurrency?: number;
  onProgress?: (done: number, total: number) => void;
}

/** Runs the analyser over labelled lines (a few at a time for remote analysers) and scores every flag. */
export async function runEval(
  analyzer: Analyzer,
  lines: LabelledLine[],
  options: EvalOptions = {},
): Promise<{ report: EvalReport; mistakes: Mistake[]; factPairs: FactsPair[] }> {
  const started = performance.now();
  const results: (AnalysisResult | null)[] = new Array<AnalysisResult | null>(lines.length).fill(null);
  let next = 0;
  let done = 0;
  const worker = async (): Promise<void> => {
    while (next < lines.length) {
      const index = next;
      next += 1;
      const line = lines[index];
      if (!line) continue;
      try {
        results[index] = await analyzer.analyze({
          text: line.text,
          title: line.title,
          channel: line.channel,
          language: null,
        });
      } catch (error) {
        results[index] = null;
        if (done === 0) console.error(`analysis failed on ${line.id}: ${(error as Error).message}`);
      }
      done += 1;
      options.onProgress?.(done, lines.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, () => worker()));
  const seconds = (performance.now() - started) / 1000;

  const overall = confusions();
  const byChannel = new Map<string, FlagConfusions>();
  const byLang = new Map<string, FlagConfusions>();
  const mistakes: Mistake[] = [];
  const factPairs: FactsPair[] = [];
  let failures = 0;
  lines.forEach((line, index) => {
    const result = results[index];
    if (!result) {
      failures += 1;
      return;
    }
    if (line.facts && line.labels.adr === true && result.facts !== undefined)
      factPairs.push({ labels: line.facts, predicted: result.facts ?? NO_FACTS });
    for (const flag of FLAGS) {
      const expected = line.labels[flag];
      if (expected === undefined) continue;
      const predicted = result[flag].flagged;
      for (const bucket of [overall, group(byChannel, line.channel), group(byLang, line.lang ?? 'unknown')]) {
        addOutcome(bucket[flag], expected, predicted);
      }
      if (expected !== predicted)
        mistakes.push({ id: line.id, flag, expected, text: line.text, reason: result[flag].reason });
    }
  });
  return {
    report: {
      ...scores(overall),
      byChannel: Object.fromEntries([...byChannel].map(([key, value]) => [key, scores(value)])),
      byLang: Object.fromEntries([...byLang].map(([key, value]) => [key, scores(value)])),
      analyzer: analyzerLabel(analyzer),
      texts: lines.length,
      failures,
      seconds: Math.round(seconds * 1000) / 1000,
      textsPerSecond: seconds > 0 ? Math.round(lines.length / seconds) : lines.length,
      facts: factPairs.length > 0 ? evaluateFacts(factPairs) : null,
    },
    mistakes,
    factPairs,
  };
}

/**
 * One report for several runs, from their counts and their facts' pairs (no second pass over the texts: LLM calls
 * cost money).
 */
export function mergeReports(reports: EvalReport[], factPairs: readonly FactsPair[] = []): EvalReport {
  const overall = confusions();
  const byChannel = new Map<string, FlagConfusions>();
  const byLang = new Map<string, FlagConfusions>();
  for (const report of reports) {
    addScores(overall, report);
    for (const [key, scores] of Object.entries(report.byChannel)) addScores(group(byChannel, key), scores);
    for (const [key, scores] of Object.entries(report.byLang)) addScores(group(byLang, key), scores);
  }
  const texts = reports.reduce((sum, report) => sum + report.texts, 0);
  const seconds = reports.reduce((sum, report) => sum + report.seconds, 0);
  return {
    ...scores(overall),
    byChannel: Object.fromEntries([...byChannel].map(([key, value]) => [key, scores(value)])),
    byLang: Object.fromEntries([...byLang].map(([key, value]) => [key, scores(value)])),
    analyzer: reports[0]?.analyzer ?? '',
    texts,
    failures: reports.reduce((sum, report) => sum + report.failures, 0),
    seconds: Math.round(seconds * 1000) / 1000,
    textsPerSecond: seconds > 0 ? Math.round(texts / seconds) : texts,
    facts: factPairs.length > 0 ? evaluateFacts(factPairs) : null,
  };
}

function addScores(target: FlagConfusions, source: FlagScores): void {
  for (const flag of FLAGS) {
    const { tp, fp, fn, tn } = source[flag];
    target[flag].tp += tp;
    target[flag].fp += fp;
    target[flag].fn += fn;
    target[flag].tn += tn;
  }
}
