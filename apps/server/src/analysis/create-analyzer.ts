import type { AppConfig } from '../config.ts';
import type { Analyzer } from './analyzer.ts';
import { createEnsembleAnalyzer } from './ensemble/ensemble-analyzer.ts';
import { createLexiconAnalyzer } from './lexicon/lexicon-analyzer.ts';
import { createLlmAnalyzer } from './llm/llm-analyzer.ts';
import { loadBundledModel } from './model/bundled-model.ts';

/** Thrown at start-up when the configuration cannot produce the chosen analyser. */
export class AnalyzerConfigError extends Error {
  override readonly name = 'AnalyzerConfigError';
}

/**
 * ANALYZER=ensemble (default: the lexicon and the trained model, in process), lexicon (the rules alone) or llm (an
 * OpenAI-compatible chat endpoint: LLM_BASE_URL, LLM_MODEL).
 */
export function createAnalyzer(config: Pick<AppConfig, 'analysis'>): Analyzer {
  const { analyzer, llm } = config.analysis;
  switch (analyzer) {
    case 'ensemble':
      return createEnsembleAnalyzer(loadBundledModel());
    case 'lexicon':
      return createLexiconAnalyzer();
    case 'llm': {
      const missing = [llm.baseUrl ? null : 'LLM_BASE_URL', llm.model ? null : 'LLM_MODEL'].filter(
        (name) => name !== null,
      );
      if (!llm.baseUrl || !llm.model) {
        throw new AnalyzerConfigError(
          `ANALYZER=llm needs ${missing.join(' and ')} (an OpenAI-compatible chat endpoint and model)`,
        );
      }
      return createLlmAnalyzer({ ...llm, baseUrl: llm.baseUrl, model: llm.model });
    }
  }
}
