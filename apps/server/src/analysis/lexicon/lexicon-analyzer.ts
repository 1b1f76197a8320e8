import type { AnalysisInput, AnalysisResult, Analyzer } from '../analyzer.ts';
import type { SetAsidePart } from '@vigila/domain';
import type { Veto } from '../model/operating-point.ts';
import { findReaction, findSafetySignal, onlyGuardedReactions } from './detect-adr.ts';
import { findInformationRequest, onlyNonMedicalRequests } from './detect-mi.ts';
import { findQualityDefect } from './detect-pqc.ts';
import { findSpecialSituations } from './detect-special-situations.ts';
import { setAsideSpans } from './boilerplate.ts';
import { buildDocument, type AnalysedDocument } from './document.ts';
import { Evidence } from './evidence.ts';
import { isSpam } from './guards.ts';
import { outOfSafetyScope } from './literature-scope.ts';
import { notPvMailKind } from './not-pv-mail.ts';
import { detectLanguage } from './language.ts';
import { summarise } from './summary.ts';

/** Bump when the vocabularies or rules change: results record which version produced them. */
export const LEXICON_VERSION = '1.0.0';

const NOT_FLAGGED = { flagged: false, reason: null } as const;

/** The in-process analyser: English and Spanish vocabularies and rules, deterministic, no network. */
export function createLexiconAnalyzer(): Analyzer {
  return {
    name: 'lexicon',
    version: LEXICON_VERSION,
    analyze: (input) => Promise.resolve(analyzeText(input)),
  };
}

/** Where the lexicon's guards stand against a flag: the ensemble lets them veto a weak model score. */
export type LexiconVetoes = Record<'adr' | 'pqc' | 'mi', Veto>;

export interface LexiconAnalysis {
  result: AnalysisResult;
  /** The document and every vocabulary's hits, for the case facts and the model. */
  evidence: Evidence;
  vetoes: LexiconVetoes;
}

export function analyzeText(input: AnalysisInput): AnalysisResult {
  return analyzeWithEvidence(input).result;
}

export function analyzeWithEvidence(input: AnalysisInput): LexiconAnalysis {
  const doc = buildDocument(input.text, input.title, input.channel);
  const language = normaliseLanguage(input.language) ?? detectLanguage(doc.folded, doc.text);
  const evidence = new Evidence(doc);
  const empty: AnalysisResult = {
    adr: { ...NOT_FLAGGED, reactionTerm: null, meddraCode: null },
    pqc: NOT_FLAGGED,
    mi: NOT_FLAGGED,
    summary: summarise(doc, []),
    language,
  };
  if (doc.sentences.length === 0 || isSpam(evidence))
    return { result: empty, evidence, vetoes: { adr: true, pqc: true, mi: true } };

  const literature = doc.channel === 'literature';
  // An article about no medicinal product, or about animals or cells only, is no safety signal or special situation.
  const outOfScope = literature && outOfSafetyScope(evidence);
  const reaction = outOfScope ? null : literature ? findSafetySignal(evidence) : findReaction(evidence);
  const situations = outOfScope ? [] : findSpecialSituations(evidence);
  // Lack of efficacy is an adverse outcome in articles too (ss); other special situations there are si.
  const adrSituation = literature
    ? situations.find((situation) => situation.kind === 'lackOfEfficacy')
    : situations[0];
  const quality = findQualityDefect(evidence);
  const information = literature ? null : findInformationRequest(evidence);
  const interest = literature && !reaction && !adrSituation ? situations[0] : undefined;

  const adrReasons = [reaction?.reason, adrSituation?.reason].filter((reason) => reason !== undefined);
  const offsets = [reaction?.hit.start, adrSituation?.hit.start].filter((offset) => offset !== undefined);
  const result: AnalysisResult = {
    adr:
      adrReasons.length > 0
        ? {
            flagged: true,
            reason: adrReasons.join(' '),
            reactionTerm: reaction?.reactionTerm ?? adrSituation?.term ?? null,
            meddraCode: null,
          }
        : empty.adr,
    pqc: quality ? { flagged: true, reason: quality.reason } : NOT_FLAGGED,
    mi: information
      ? { flagged: true, reason: information.reason }
      : interest
        ? { flagged: true, reason: interest.reason }
        : NOT_FLAGGED,
    summary: summarise(doc, offsets),
    language,
    setAside: setAsideOfText(doc, input.text),
  };
  // A calendar invite, a newsletter, a bug report: the model's flags on it are vetoed at any score (issue 27 point 8).
  const notPv = notPvMailKind(doc) !== null ? 'always' : false;
  const scope = outOfScope ? 'always' : false;
  const vetoes: LexiconVetoes = {
    adr: notPv || scope || (adrReasons.length === 0 && onlyGuardedReactions(evidence)),
    pqc: notPv,
    mi: notPv || scope || miVeto(evidence, information !== null),
  };
  return { result, evidence, vetoes };
}

/** No MI unless the lexicon found one: every question about commerce vetoes any score, a rhetorical one a weak one. */
function miVeto(evidence: Evidence, found: boolean): Veto {
  if (found) return false;
  if (onlyNonMedicalRequests(evidence)) return 'always';
  return evidence.inDocument('rhetorical').length > 0;
}

function normaliseLanguage(language: string | null | undefined): 'en' | 'es' | null {
  const code = language?.toLowerCase().slice(0, 2);
  return code === 'en' || code === 'es' ? code : null;
}

/** The set-aside parts in the item's text: the document opens with the title on its own line when it has one. */
function setAsideOfText(doc: AnalysedDocument, text: string): SetAsidePart[] {
  const offset = doc.text.length - text.length;
  return setAsideSpans(doc.whole, doc.folded)
    .filter(([, end]) => end > offset)
    .map(([start, end]) => ({ start: Math.max(start, offset) - offset, end: end - offset }));
}
