import type { Analyzer } from './analyzer.ts';
import { createThreadedEnsembleAnalyzer } from './ensemble/analyse-in-thread.ts';
import type { TriageModelData } from './model/model-data.ts';
import { TriageModel } from './model/triage-model.ts';

/** The analyser an organisation's items are analysed with: its own model when it has one (decision 0012). */
export interface AnalyzerResolver {
  forOrg(orgId: string): Promise<Analyzer>;
}

/** One analyser for every organisation (lexicon, llm, or a test's fixed one). */
export function sameAnalyzerForAll(analyzer: Analyzer): AnalyzerResolver {
  return { forOrg: () => Promise.resolve(analyzer) };
}

export interface OrgModelLookup {
  /** The organisation's active model version, or null when it uses the bundled model. */
  activeModel(orgId: string): Promise<{ id: string; version: string } | null>;
  loadModel(orgId: string, id: string): Promise<TriageModelData | null>;
}

/** Keeps this many organisation models in memory (each ~15 MB once loaded). */
const MAX_LOADED_MODELS = 20;

/**
 * The ensemble with each organisation's active model, or the bundled one. Which version is active is asked of the
 * database at most every `recheckMs` per organisation (another process may have switched it); a loaded model is
 * kept until evicted, so a switch costs one load.
 */
export function orgModelAnalyzers(
  bundled: Analyzer,
  lookup: OrgModelLookup,
  options: { recheckMs?: number } = {},
): AnalyzerResolver {
  const recheckMs = options.recheckMs ?? 10_000;
  const active = new Map<string, { checkedAt: number; model: { id: string; version: string } | null }>();
  const loaded = new Map<string, Analyzer>();
  return {
    async forOrg(orgId) {
      let known = active.get(orgId);
      if (!known || Date.now() - known.checkedAt >= recheckMs) {
        known = { checkedAt: Date.now(), model: await lookup.activeModel(orgId) };
        active.set(orgId, known);
      }
      if (!known.model) return bundled;
      const cached = loaded.get(known.model.id);
      if (cached) return cached;
      const data = await lookup.loadModel(orgId, known.model.id);
      if (!data) return bundled;
      const analyzer = createThreadedEnsembleAnalyzer(new TriageModel(data), {
        kind: 'org',
        id: known.model.id,
      });
      if (loaded.size >= MAX_LOADED_MODELS) loaded.delete(loaded.keys().next().value ?? '');
      loaded.set(known.model.id, analyzer);
      return analyzer;
    },
  };
}
