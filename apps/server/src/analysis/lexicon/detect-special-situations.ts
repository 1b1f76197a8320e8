import type { Sentence } from './document.ts';
import type { Evidence, EvidenceKind } from './evidence.ts';
import { overlaps } from './evidence.ts';
import { isNegated } from './guards.ts';
import type { PhraseHit } from './phrase-set.ts';
import { quoteSentence, spanText } from './reasons.ts';

export interface SpecialSituation {
  kind: 'pregnancy' | 'overdose' | 'misuse' | 'medicationError' | 'offLabel' | 'lackOfEfficacy';
  /** MedDRA-style term: "Exposure during pregnancy", "Overdose", "Drug ineffective"… */
  term: string;
  reason: string;
  hit: PhraseHit;
}

// A device named just before "not working" / "no sirve" is the subject that failed.
const DEVICE_SUBJECT =
  /(?:pen|pump|inhaler|puffer|dial|applicator|syringe|dropper|spray|nozzle|dispenser|device|injector|needle|cap|counter|aplicador|inhalador|pluma|jeringa|cuentagotas|dosificador|dispositivo|bomba|boquilla|tapon)\s+(?:\S+\s+){0,3}$/;

const FOR_EVERYONE =
  /^\s*(?:para todos|para todo el mundo|en todos|for everyone|for everybody|for all|on everyone|with everyone)/;

/**
 * Words before "pregnant"/"embarazo" that make it an intention, not an exposure: "planning a pregnancy", "trying to
 * get pregnant", "antes de quedarme embarazada", "buscando un embarazo" (issue 27 point 8). Folded text, up to the hit.
 */
const PREGNANCY_INTENTION =
  /(?:\b(?:plan(?:s|ned|ning)?|try(?:ing)?|tries|tried|want(?:s|ed|ing)?|hop(?:e|es|ing)|think(?:ing)? (?:about|of)|consider(?:s|ing)?|before)(?: to| on| about| of| for)?(?: (?:get|getting|become|becoming|a|another|our|my|the|next|second))*|\b(?:busc(?:ando|ar|o|amos)|plane(?:ando|ar|o|amos)|planific(?:ando|ar)|quier(?:o|e)|queremos|intent(?:ando|ar|o|amos)|pensando en|antes de|dese(?:o|amos|ando))(?: (?:un|una|otro|otra|el|nuestro|mi|quedarme|quedarnos|quedarse|quedar|segundo))*)\s*$/;

const KINDS = ['pregnancy', 'medicationError', 'overdose', 'misuse', 'offLabel', 'lackOfEfficacy'] as const;

/**
 * GVP special situations that happened to someone: an exposure in pregnancy or breastfeeding, an overdose, misuse,
 * a medication error, off-label use, lack of efficacy. A question about one ("what if I take too much?") is MI.
 */
export function findSpecialSituations(evidence: Evidence): SpecialSituation[] {
  const literature = evidence.doc.channel === 'literature';
  const productInPlay = evidence.all('drugs').length > 0 || evidence.doc.channel === 'amazon';
  if (!productInPlay) return [];
  const found: SpecialSituation[] = [];
  for (const kind of KINDS) {
    const hit = evidence.all(kind).find((candidate) => qualifies(evidence, kind, candidate, literature));
    if (!hit) continue;
    const sentence = evidence.sentenceOf(hit);
    if (!sentence) continue;
    found.push({
      kind,
      term: hit.label,
      hit,
      reason: `${describe(kind)} "${spanText(evidence.doc, hit)}" in: "${quoteSentence(evidence.doc, sentence, hit)}"`,
    });
  }
  return found;
}

function qualifies(
  evidence: Evidence,
  kind: (typeof KINDS)[number],
  hit: PhraseHit,
  literature: boolean,
): boolean {
  const sentence = evidence.sentenceOf(hit);
  if (!sentence || sentence.agent || sentence.question || isNegated(evidence, hit)) return false;
  if (!literature && (evidence.precedes('hypotheticals', hit, 12) || evidence.precedes('hearsay', hit, 12)))
    return false;
  const notExposed = evidence
    .inDocument('nonExposure')
    .some((cue) => !evidence.all('lackOfEfficacy').some((loe) => overlaps(loe, cue)));
  switch (kind) {
    case 'pregnancy': {
      const before = evidence.doc.folded.slice(Math.max(sentence.start, hit.start - 60), hit.start);
      return !notExposed && !PREGNANCY_INTENTION.test(before) && nearby(evidence, sentence, 'exposureVerbs');
    }
    case 'medicationError':
    case 'offLabel':
      return !notExposed && evidence.has('exposureVerbs', sentence);
    case 'overdose':
    case 'misuse':
      return !notExposed;
    case 'lackOfEfficacy': {
      // "no sirve para todos", "doesn't work for everyone": a general remark, not this person's experience.
      if (FOR_EVERYONE.test(evidence.doc.folded.slice(hit.end, hit.end + 30))) return false;
      // "the pump stopped working" is a device fault (PQC), not a medicine that failed.
      const deviceFault =
        DEVICE_SUBJECT.test(evidence.doc.folded.slice(Math.max(sentence.start, hit.start - 40), hit.start)) ||
        evidence.in('quality', sentence).some((quality) => quality.label === 'Device malfunction');
      const tied =
        evidence.has('drugs', sentence) ||
        evidence.has('links', sentence) ||
        evidence.doc.channel === 'amazon';
      return !deviceFault && tied;
    }
  }
}

function nearby(evidence: Evidence, sentence: Sentence, kind: EvidenceKind): boolean {
  if (evidence.has(kind, sentence)) return true;
  return [evidence.doc.sentences[sentence.index - 1], evidence.doc.sentences[sentence.index + 1]].some(
    (neighbour) => neighbour !== undefined && !neighbour.question && evidence.has(kind, neighbour),
  );
}

function describe(kind: (typeof KINDS)[number]): string {
  switch (kind) {
    case 'pregnancy':
      return 'Special situation, exposure in pregnancy or breastfeeding:';
    case 'overdose':
      return 'Special situation, overdose or accidental exposure:';
    case 'misuse':
      return 'Special situation, misuse or abuse:';
    case 'medicationError':
      return 'Special situation, medication error:';
    case 'offLabel':
      return 'Special situation, off-label use:';
    case 'lackOfEfficacy':
      return 'Special situation, lack of efficacy:';
  }
}
