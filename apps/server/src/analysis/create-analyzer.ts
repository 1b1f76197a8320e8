import type { AppConfig } from '../config.ts';
import type { AnalysisResult, Analyzer } from './analyzer.ts';
import { createHybridAnalyzer, type SecondOpinionCache } from './hybrid/hybrid-analyzer.ts';
import { createThreadedEnsembleAnalyzer } from './ensemble/analyse-in-thread.ts';
import { createLexiconAnalyzer } from './lexicon/lexicon-analyzer.ts';
import { createLlmAnalyzer } from './llm/llm-analyzer.ts';
import { loadBundledModel } from './model/bundled-model.ts';

/** Thrown at start-up when the configuration cannot produce the chosen analyser. */
export class AnalyzerConfigError extends Error {
  override readonly name = 'AnalyzerConfigError';
}

/** Second opinions kept in memory (the eval command); the server keeps them in the database. */
function memoryCache(): SecondOpinionCache {
  const kept = new Map<string, AnalysisResult>();
  return {
    get: (key) => Promise.resolve(kept.get(key) ?? null),
    set: (key, result) => {
      kept.set(key, result);
      return Promise.resolve();
    },
  };
}

/**
 * An analyser whose model loads when it is first asked for its version or an analysis. Checking and indexing the
 * bundled model takes about 150 ms, which a restart need not wait for (decision 0014, start-up).
 */
function builtOnFirstUse(name: string, build: () => Analyzer): Analyzer {
  let built: Analyzer | null = null;
  const analyzer = () => (built ??= build());
  return {
    name,
    get version() {
      return analyzer().version;
    },
    analyze: (input) => analyzer().analyze(input),
  };
}

/**
 * ANALYZER=ensemble (default: the lexicon and the trained model, in process, long texts in a file thread), hybrid
 * (the ensemble screens, an OpenAI-compatible model gives a second opinion on what it flags or doubts), lexicon (the
 * rules alone) or llm (the chat endpoint alone: LLM_BASE_URL, LLM_MODEL).
 */
export function createAnalyzer(
  config: Pick<AppConfig, 'analysis'>,
  options: { secondOpinions?: SecondOpinionCache } = {},
): Analyzer {
  const { analyzer } = config.analysis;
  switch (analyzer) {
    case 'ensemble':
      return builtOnFirstUse('ensemble', () =>
        createThreadedEnsembleAnalyzer(loadBundledModel(), { kind: 'bundled' }),
      );
    case 'hybrid': {
      const llm = llmAnalyzerOf(config, 'hybrid'); // a missing setting still stops the start
      const cache = options.secondOpinions ?? memoryCache();
      return builtOnFirstUse('hybrid', () => createHybridAnalyzer(loadBundledModel(), llm, cache));
    }
    case 'lexicon':
      return createLexiconAnalyzer();
    case 'llm':
      return llmAnalyzerOf(config, 'llm');
  }
}

function llmAnalyzerOf(config: Pick<AppConfig, 'analysis'>, name: 'llm' | 'hybrid'): Analyzer {
  const { llm } = config.analysis;
  const missing = [llm.baseUrl ? null : 'LLM_BASE_URL', llm.model ? null : 'LLM_MODEL'].filter(
    (setting) => setting !== null,
  );
  if (!llm.baseUrl || !llm.model) {
    throw new AnalyzerConfigError(
      `ANALYZER=${name} needs ${missing.join(' and ')} (an OpenAI-compatible chat endpoint and model)`,
    );
  }
  return createLlmAnalyzer({ ...llm, baseUrl: llm.baseUrl, model: llm.model });
}
