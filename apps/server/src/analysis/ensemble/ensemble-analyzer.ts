import type { AnalysisInput, AnalysisResult, Analyzer, FlagFinding } from '../analyzer.ts';
import { analyzeWithEvidence, LEXICON_VERSION } from '../lexicon/lexicon-analyzer.ts';
import { MODEL_FLAGS, type ModelFlag } from '../model/model-data.ts';
import type { ScoredText, TriageModel } from '../model/triage-model.ts';
import { ensembleFlags } from '../model/operating-point.ts';
import { extractCaseFacts } from './case-facts.ts';

const FLAG_NAMES: Record<ModelFlag, string> = {
  adr: 'adverse reaction',
  pqc: 'quality complaint',
  mi: 'information request',
};
const LITERATURE_FLAG_NAMES: Record<ModelFlag, string> = {
  adr: 'safety signal',
  pqc: 'quality mention',
  mi: 'special interest',
};

/**
 * The default analyser: the lexicon and the trained model side by side. A flag is raised when the lexicon finds
 * it, or when the model's score reaches the flag's operating point (chosen for recall on out-of-fold scores) and
 * no guard of the lexicon — negation, the treated illness, a fear or hearsay — stands against a weak score. The
 * lexicon's quotes explain its flags; a flag raised by the model alone quotes the words that weighed most.
 */
export function createEnsembleAnalyzer(model: TriageModel): Analyzer {
  return {
    name: 'ensemble',
    version: `${LEXICON_VERSION}+${model.version}`,
    analyze: (input) => Promise.resolve(analyzeWithEnsemble(model, input)),
  };
}

export function analyzeWithEnsemble(model: TriageModel, input: AnalysisInput): AnalysisResult {
  return screenWithEnsemble(model, input).result;
}

/** The ensemble's result with each flag's model probability and operating point (the hybrid's uncertainty band). */
export function screenWithEnsemble(
  model: TriageModel,
  input: AnalysisInput,
): { result: AnalysisResult; probabilities: Record<ModelFlag, number> } {
  const lexicon = analyzeWithEvidence(input);
  const { result, evidence, vetoes } = lexicon;
  const scored = model.score(evidence.doc.text, input.channel, result.language);
  const literature = input.channel === 'literature';
  const decide = (flag: ModelFlag): FlagFinding => {
    const found = result[flag];
    const { probability } = scored.scores[flag];
    const point = {
      threshold: model.data.flags[flag].threshold,
      strongThreshold: model.data.flags[flag].strongThreshold,
    };
    if (!ensembleFlags({ probability, lexicon: found.flagged, veto: vetoes[flag] }, point)) return found;
    if (found.flagged) return found;
    return { flagged: true, reason: modelReason(scored, flag, probability, literature) };
  };
  const [adr, pqc, mi] = MODEL_FLAGS.map(decide) as [FlagFinding, FlagFinding, FlagFinding];
  const facts = adr.flagged ? extractCaseFacts(evidence, input.channel) : null;
  return {
    result: {
      ...result,
      adr: {
        ...adr,
        reactionTerm: result.adr.reactionTerm ?? facts?.reactions[0]?.term ?? null,
        meddraCode: null,
      },
      pqc,
      mi,
      facts,
    },
    probabilities: {
      adr: scored.scores.adr.probability,
      pqc: scored.scores.pqc.probability,
      mi: scored.scores.mi.probability,
    },
  };
}

function modelReason(scored: ScoredText, flag: ModelFlag, probability: number, literature: boolean): string {
  const name = (literature ? LITERATURE_FLAG_NAMES : FLAG_NAMES)[flag];
  const phrases = scored.explain(flag, 3);
  const quoted = phrases.length > 0 ? `: ${phrases.map((phrase) => `"${phrase}"`).join(', ')}` : '';
  return `Model: likely ${name} (score ${probability.toFixed(2)}); the words that weighed most${quoted}`;
}
