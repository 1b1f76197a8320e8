import { createHash } from 'node:crypto';
import { drugsOfFacts, withoutVagueReactions, type CaseFacts } from '@vigila/domain';
import type { AnalysisInput, AnalysisResult, Analyzer, FlagFinding } from '../analyzer.ts';
import { analyzerLabel } from '../analyzer.ts';
import { screenWithEnsemble } from '../ensemble/ensemble-analyzer.ts';
import { LEXICON_VERSION } from '../lexicon/lexicon-analyzer.ts';
import { MODEL_FLAGS, type ModelFlag } from '../model/model-data.ts';
import type { TriageModel } from '../model/triage-model.ts';

/** Second opinions kept by the hash of what was asked, so the same text never costs twice (decision 0013). */
export interface SecondOpinionCache {
  get(key: string): Promise<AnalysisResult | null>;
  set(key: string, result: AnalysisResult): Promise<void>;
}

/** A score at or above this share of a flag's threshold is uncertain enough to ask the LLM about. */
export const UNCERTAINTY_BAND = 0.5;

/**
 * ANALYZER=hybrid: the embedded ensemble screens every item; those it flags, and those whose score falls in the
 * band just under a threshold, get a second opinion from the OpenAI-compatible model, with the case facts. The
 * second opinion can add a flag (its reason says it came from it) and enrich the facts; it never removes a flag the
 * screen raised — when it disagrees, the flag stays and its reason says so, for the reviewer to decide.
 */
export function createHybridAnalyzer(model: TriageModel, llm: Analyzer, cache: SecondOpinionCache): Analyzer {
  const llmLabel = analyzerLabel(llm);
  return {
    name: 'hybrid',
    version: `${LEXICON_VERSION}+${model.version}/${llm.version}`,
    async analyze(input) {
      const { result: screen, probabilities } = screenWithEnsemble(model, input);
      const ask = MODEL_FLAGS.some(
        (flag) =>
          screen[flag].flagged || probabilities[flag] >= model.data.flags[flag].threshold * UNCERTAINTY_BAND,
      );
      if (!ask) return screen;
      const key = secondOpinionKey(llmLabel, input);
      let second = await cache.get(key);
      if (!second) {
        second = await llm.analyze(input);
        await cache.set(key, second);
      }
      return combine(screen, second, llm.version);
    },
  };
}

export function secondOpinionKey(llmLabel: string, input: AnalysisInput): string {
  return createHash('sha256')
    .update(JSON.stringify([llmLabel, input.channel, input.title ?? null, input.text]))
    .digest('hex');
}

function combine(screen: AnalysisResult, second: AnalysisResult, llmVersion: string): AnalysisResult {
  const opinion = (flag: ModelFlag): FlagFinding => {
    const own = screen[flag];
    const other = second[flag];
    if (own.flagged && other.flagged)
      return {
        flagged: true,
        reason: `${own.reason ?? ''} Second opinion (${llmVersion}) agrees: ${other.reason ?? ''}`.trim(),
      };
    if (own.flagged)
      return {
        flagged: true,
        reason:
          `${own.reason ?? ''} Second opinion (${llmVersion}) does not see this flag; kept for a reviewer to decide.`.trim(),
      };
    if (other.flagged)
      return { flagged: true, reason: `Second opinion (${llmVersion}): ${other.reason ?? ''}`.trim() };
    return own;
  };
  const adr = opinion('adr');
  return {
    ...screen,
    adr: {
      ...adr,
      reactionTerm: screen.adr.reactionTerm ?? second.adr.reactionTerm,
      meddraCode: screen.adr.meddraCode,
    },
    pqc: opinion('pqc'),
    mi: opinion('mi'),
    summary: screen.summary ?? second.summary,
    facts: adr.flagged ? mergeFacts(screen.facts ?? null, second.facts ?? null) : null,
  };
}

/**
 * The rules' facts and the model's, together: lists joined, seriousness as the union (safer), the model's patient.
 * A role the rules read from the words wins: a drug they call concomitant or a treatment is not made a suspect by
 * the model's product list (decision 0043).
 */
export function mergeFacts(rules: CaseFacts | null, model: CaseFacts | null): CaseFacts | null {
  if (!rules || !model) return rules ?? model;
  const drugs = [...drugsOfFacts(rules)];
  for (const drug of drugsOfFacts(model))
    if (!drugs.some((known) => known.name.toLowerCase() === drug.name.toLowerCase())) drugs.push(drug);
  const products = drugs
    .filter((drug) => drug.role === 'suspect' || drug.role === 'interacting')
    .map((drug) => drug.name);
  const joined = [...rules.reactions];
  for (const reaction of model.reactions)
    if (!joined.some((known) => known.term.toLowerCase() === reaction.term.toLowerCase()))
      joined.push(reaction);
  const reactions = withoutVagueReactions(joined);
  const seriousness = [...new Set([...rules.seriousness, ...model.seriousness])];
  // A criterion only the model read has no sentence of the rules' to place it: it goes on the first reaction.
  const placed = new Set(reactions.flatMap((reaction) => reaction.seriousness ?? []));
  const unplaced = seriousness.filter((criterion) => !placed.has(criterion));
  const first = reactions[0];
  if (first?.seriousness && unplaced.length > 0)
    reactions[0] = { ...first, seriousness: [...first.seriousness, ...unplaced] };
  return {
    products,
    drugs,
    reactions,
    serious: seriousness.length > 0,
    seriousness,
    seriousnessEvidence: rules.seriousnessEvidence,
    // Possibly serious (decision 0047) only while neither read a criterion; the rules' words say why.
    possiblySerious: seriousness.length === 0 && rules.possiblySerious === true,
    possiblySeriousEvidence: seriousness.length === 0 ? (rules.possiblySeriousEvidence ?? []) : [],
    patientAge: model.patientAge ?? rules.patientAge,
    patientSex: model.patientSex ?? rules.patientSex,
    reporter: model.reporter ?? rules.reporter,
  };
}
