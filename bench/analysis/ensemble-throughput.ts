import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import type { AnalysisInput } from '../../apps/server/src/analysis/analyzer.ts';
import { analyzeWithEnsemble } from '../../apps/server/src/analysis/ensemble/ensemble-analyzer.ts';
import { analyzeText } from '../../apps/server/src/analysis/lexicon/lexicon-analyzer.ts';
import { BUNDLED_MODEL_PATH, loadBundledModel } from '../../apps/server/src/analysis/model/bundled-model.ts';
import { loadTrainingSet } from '../../apps/server/src/analysis/train/training-set.ts';
import { REPO_ROOT, writeResult } from '../lib/results.ts';

const SECONDS_PER_RUN = 3;

/** Texts per second of one analyser over the inputs, on one core (single-threaded), after a warm-up pass. */
function throughput(inputs: readonly AnalysisInput[], analyse: (input: AnalysisInput) => unknown): number {
  for (const input of inputs) analyse(input);
  let done = 0;
  const started = performance.now();
  while (performance.now() - started < SECONDS_PER_RUN * 1000) {
    for (const input of inputs) analyse(input);
    done += inputs.length;
  }
  return Math.round(done / ((performance.now() - started) / 1000));
}

/**
 * The ensemble (lexicon + model + case facts) against the lexicon alone on the shared channel texts (the written
 * training texts and triage-dev: e-mails and transcripts of several hundred characters among short comments), and
 * what loading the model costs a fresh process.
 */
export async function benchEnsembleThroughput(): Promise<string> {
  const inputs: AnalysisInput[] = loadTrainingSet().map((example) => ({
    text: example.text,
    channel: example.channel,
  }));
  const model = loadBundledModel();
  const shortSentences = inputs.filter((input) => input.text.length < 120);
  const load = spawnSync(process.execPath, ['--import', 'tsx', 'bench/analysis/load-model.ts'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  const loaded = JSON.parse(load.stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;
  return Promise.resolve(
    writeResult('analysis-ensemble-throughput', {
      description:
        'Texts analysed per second on one core: the default ensemble (lexicon, model, case facts) and its parts, over the channel texts; model load in a fresh process.',
      texts: inputs.length,
      averageCharacters: Math.round(
        inputs.reduce((sum, input) => sum + input.text.length, 0) / inputs.length,
      ),
      textsPerSecondPerCore: {
        ensemble: throughput(inputs, (input) => analyzeWithEnsemble(model, input)),
        lexiconAlone: throughput(inputs, analyzeText),
        modelAlone: throughput(inputs, (input) => model.score(input.text, input.channel, null)),
        ensembleOnShortTexts: throughput(shortSentences, (input) => analyzeWithEnsemble(model, input)),
      },
      model: { ...loaded, fileMiB: Math.round((statSync(BUNDLED_MODEL_PATH).size / 2 ** 20) * 100) / 100 },
    }),
  );
}
