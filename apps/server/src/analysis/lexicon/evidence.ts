import { sentenceAt, type AnalysedDocument, type Sentence } from './document.ts';
import { phraseSet, type PhraseHit } from './phrase-set.ts';
import * as cues from './vocab/cues.ts';
import { DRUG_PHRASES, NAMED_DRUG_PHRASES } from './vocab/drugs.ts';
import { HYPERBOLE_CUES, JOKE_CUES, SPAM_CUES } from './vocab/guards.ts';
import * as info from './vocab/information.ts';
import { NOT_QUALITY, QUALITY_DEFECTS } from './vocab/quality.ts';
import { REACTIONS_CLINICAL } from './vocab/reactions-clinical.ts';
import { REACTIONS_EN } from './vocab/reactions-en.ts';
import { REACTIONS_ES } from './vocab/reactions-es.ts';
import * as special from './vocab/special-situations.ts';

// Compiled once per process: the vocabularies are static.
const SETS = {
  drugs: phraseSet(DRUG_PHRASES),
  namedDrugs: phraseSet(NAMED_DRUG_PHRASES),
  reactions: phraseSet(REACTIONS_EN, REACTIONS_ES, REACTIONS_CLINICAL),
  negations: phraseSet(cues.NEGATION_CUES),
  negationExceptions: phraseSet(cues.NEGATION_EXCEPTIONS),
  hypotheticals: phraseSet(cues.HYPOTHETICAL_CUES),
  hearsay: phraseSet(cues.HEARSAY_CUES),
  indications: phraseSet(cues.INDICATION_CUES),
  indicationVerbs: phraseSet(cues.INDICATION_VERBS),
  links: phraseSet(cues.LINK_CUES),
  literatureLinks: phraseSet(cues.LITERATURE_LINK_CUES),
  nonExposure: phraseSet(cues.NON_EXPOSURE_CUES),
  preexisting: phraseSet(cues.PREEXISTING_CUES),
  diseases: phraseSet(cues.DISEASE_WORDS),
  experience: phraseSet(cues.EXPERIENCE_CUES),
  pregnancy: phraseSet(special.PREGNANCY_CUES),
  overdose: phraseSet(special.OVERDOSE_CUES),
  misuse: phraseSet(special.MISUSE_CUES),
  medicationError: phraseSet(special.MEDICATION_ERROR_CUES),
  offLabel: phraseSet(special.OFF_LABEL_CUES),
  lackOfEfficacy: phraseSet(special.LACK_OF_EFFICACY_CUES),
  exposureVerbs: phraseSet(special.EXPOSURE_VERBS),
  quality: phraseSet(QUALITY_DEFECTS),
  notQuality: phraseSet(NOT_QUALITY),
  requests: phraseSet(info.REQUEST_FORMS),
  topics: phraseSet(info.INFORMATION_TOPICS),
  nonMedical: phraseSet(info.NON_MEDICAL_TOPICS),
  rhetorical: phraseSet(info.RHETORICAL_CUES),
  spam: phraseSet(SPAM_CUES),
  hyperbole: phraseSet(HYPERBOLE_CUES),
  jokes: phraseSet(JOKE_CUES),
};

export type EvidenceKind = keyof typeof SETS;

/** Every vocabulary's hits in one document, found once and queried by the detectors. */
export class Evidence {
  private readonly hits = new Map<EvidenceKind, PhraseHit[]>();
  private readonly rawHits = new Map<EvidenceKind, PhraseHit[]>();

  constructor(readonly doc: AnalysedDocument) {}

  all(kind: EvidenceKind): PhraseHit[] {
    let found = this.hits.get(kind);
    if (!found) {
      found = this.raw(kind);
      // "adverse drug reaction" names no drug and "cough syrup" no cough: of a drug and a reaction phrase, one
      // inside the other, the longer is what the text says.
      if (kind === 'drugs' || kind === 'namedDrugs' || kind === 'reactions') {
        const others = this.raw(kind === 'reactions' ? 'drugs' : 'reactions');
        found = found.filter((hit) => !anyContains(others, hit));
      }
      this.hits.set(kind, found);
    }
    return found;
  }

  private raw(kind: EvidenceKind): PhraseHit[] {
    let found = this.rawHits.get(kind);
    if (!found) {
      found = SETS[kind].find(this.doc.folded);
      this.rawHits.set(kind, found);
    }
    return found;
  }

  /** The hits that start in `sentence`: a slice of the hits (in text order), found by halving. */
  in(kind: EvidenceKind, sentence: Sentence | undefined): PhraseHit[] {
    if (!sentence) return [];
    const hits = this.all(kind);
    const from = firstStartingAt(hits, sentence.start);
    return hits.slice(from, firstStartingAt(hits, sentence.end, from));
  }

  has(kind: EvidenceKind, sentence: Sentence | undefined): boolean {
    return this.in(kind, sentence).length > 0;
  }

  /** In any sentence that is not an agent's. */
  inDocument(kind: EvidenceKind, options: { includeAgent?: boolean } = {}): PhraseHit[] {
    return this.all(kind).filter((hit) => {
      const sentence = this.sentenceOf(hit);
      return sentence !== undefined && (options.includeAgent === true || !sentence.agent);
    });
  }

  sentenceOf(hit: { start: number }): Sentence | undefined {
    return sentenceAt(this.doc, hit.start);
  }

  /** A cue of this kind ends at most `maxWords` words before `target`, with no clause break in between. */
  precedes(kind: EvidenceKind, target: PhraseHit, maxWords: number): PhraseHit | undefined {
    const sentence = this.sentenceOf(target);
    if (!sentence) return undefined;
    return this.in(kind, sentence).find((cue) => {
      if (cue.start >= target.start) return false;
      if (cue.end > target.start) return true;
      const gap = this.doc.folded.slice(cue.end, target.start);
      cues.CLAUSE_BREAKS.lastIndex = 0;
      if (cues.CLAUSE_BREAKS.test(` ${gap} `)) return false;
      return gap.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length <= maxWords;
    });
  }
}

/** The index of the first hit (in text order) that starts at or after `offset`. */
function firstStartingAt(hits: readonly PhraseHit[], offset: number, low = 0): number {
  let high = hits.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((hits[middle]?.start ?? Infinity) < offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether a hit of `outer` (in text order, none overlapping another) covers `inner` and is longer. */
function anyContains(outer: readonly PhraseHit[], inner: PhraseHit): boolean {
  // Non-overlapping hits in text order: only the last one starting at or before `inner` can cover it.
  const candidate = outer[firstStartingAt(outer, inner.start + 1) - 1];
  return candidate !== undefined && contains(candidate, inner);
}

/** `outer` covers `inner` and is longer. */
function contains(outer: { start: number; end: number }, inner: { start: number; end: number }): boolean {
  return (
    outer.start <= inner.start && inner.end <= outer.end && outer.end - outer.start > inner.end - inner.start
  );
}

export function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}
