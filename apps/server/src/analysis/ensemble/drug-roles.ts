import type { CaseFactsDrug, DrugRoleRead } from '@vigila/domain';
import type { Evidence } from '../lexicon/evidence.ts';
import type { PhraseHit } from '../lexicon/phrase-set.ts';
import { spanText } from '../lexicon/reasons.ts';
import {
  CONCOMITANT_BEFORE,
  FOR_THE_REACTION_AFTER,
  INTERACTION,
  LIST_BREAK,
  LIST_FILLER,
  NEGATED_BEFORE,
  ROLE_IN_BRACKETS,
  SUSPECT_BEFORE,
  TREATED_WITH_BEFORE,
  TREATMENT_VERB_BEFORE,
} from './drug-role-cues.ts';

const MAX_DRUGS = 8;
/** A list's opening reaches at most this far (characters) to the drugs it names. */
const LIST_REACH = 160;
/** Words (besides strengths, doses and other drug names) a list may hold between its opening and a drug. */
const LIST_WORDS = 6;
const MAX_EVIDENCE = 100;

interface Role {
  role: DrugRoleRead;
  evidence: string | null;
}

/**
 * Each drug the text names, once, with its role as the text puts it and the words that made it (decision 0043):
 * a bracketed role after the name, an interaction, a concomitant list, a treatment given for the reaction; else a
 * suspect, as ICH asks when in doubt. `toldHits` are the reactions the case reads as told (a treatment comes after
 * one); the purpose after a treatment ("for the rash") may be any reaction word, as it reads like an indication.
 */
export function readDrugRoles(evidence: Evidence, toldHits: readonly PhraseHit[]): CaseFactsDrug[] {
  const { doc } = evidence;
  const byName = new Map<string, { name: string; mentions: PhraseHit[] }>();
  for (const hit of evidence.inDocument('namedDrugs')) {
    const name = spanText(doc, hit);
    const key = name.toLowerCase();
    const known = byName.get(key);
    if (known) known.mentions.push(hit);
    else if (byName.size < MAX_DRUGS) byName.set(key, { name, mentions: [hit] });
  }
  const drugHits = [...byName.values()].flatMap((drug) => drug.mentions);
  return [...byName.values()].map(({ name, mentions }) => ({
    name,
    ...roleOf(evidence, mentions, drugHits, toldHits),
  }));
}

/** The strongest role any mention gives; a treatment only when the drug's first mention is one. */
function roleOf(
  evidence: Evidence,
  mentions: readonly PhraseHit[],
  drugHits: readonly PhraseHit[],
  toldHits: readonly PhraseHit[],
): Role {
  for (const mention of mentions) {
    const bracketed = inBrackets(evidence, mention);
    if (bracketed) return bracketed;
  }
  for (const mention of mentions) {
    const interaction = interactionOf(evidence, mention);
    if (interaction) return interaction;
  }
  for (const mention of mentions) {
    const suspect = listedAfter(evidence, mention, SUSPECT_BEFORE, drugHits);
    if (suspect) return { role: 'suspect', evidence: suspect };
    const concomitant = listedAfter(evidence, mention, CONCOMITANT_BEFORE, drugHits);
    if (concomitant) return { role: 'concomitant', evidence: concomitant };
  }
  const first = mentions[0];
  const treatment = first ? treatmentOf(evidence, first, toldHits) : null;
  if (treatment) return { role: 'treatment', evidence: treatment };
  return { role: 'suspect', evidence: null };
}

function inBrackets(evidence: Evidence, mention: PhraseHit): Role | null {
  const after = evidence.doc.folded.slice(mention.end, mention.end + 80);
  for (const [role, pattern] of Object.entries(ROLE_IN_BRACKETS) as [DrugRoleRead, RegExp][]) {
    const match = pattern.exec(after);
    if (!match) continue;
    const open = mention.end + match[0].lastIndexOf('(');
    return { role, evidence: evidence.doc.text.slice(open, mention.end + match[0].length) };
  }
  return null;
}

/** A drug in a sentence that speaks of an interaction (not denied): interacting, with the words around both. */
function interactionOf(evidence: Evidence, mention: PhraseHit): Role | null {
  const { doc } = evidence;
  const sentence = evidence.sentenceOf(mention);
  if (!sentence) return null;
  const text = doc.folded.slice(sentence.start, sentence.end);
  for (const match of text.matchAll(INTERACTION)) {
    if (NEGATED_BEFORE.test(text.slice(Math.max(0, match.index - 30), match.index))) continue;
    const cueStart = sentence.start + match.index;
    const cueEnd = cueStart + match[0].length;
    const start = Math.min(cueStart, mention.start);
    const end = Math.max(cueEnd, mention.end);
    const words = end - start <= MAX_EVIDENCE ? doc.text.slice(start, end) : doc.text.slice(cueStart, cueEnd);
    return { role: 'interacting', evidence: words };
  }
  return null;
}

/**
 * The opening of a list (`opening`) the drug is in: before it in the text, within reach, with nothing between but
 * strengths, doses, other drugs and a few words, and no new clause (`opening` has the g flag: matchAll copies it).
 * Returns the words from the opening to the drug.
 */
function listedAfter(
  evidence: Evidence,
  mention: PhraseHit,
  opening: RegExp,
  drugHits: readonly PhraseHit[],
): string | null {
  const { doc } = evidence;
  const from = Math.max(0, mention.start - LIST_REACH);
  const before = doc.folded.slice(from, mention.start);
  const cues = [...before.matchAll(opening)];
  const cue = cues.at(-1);
  if (!cue) return null;
  const cueStart = from + cue.index;
  const cueEnd = cueStart + cue[0].length;
  let gap = doc.folded.slice(cueEnd, mention.start);
  for (const other of drugHits)
    if (other.start >= cueEnd && other.end <= mention.start)
      gap = `${gap.slice(0, other.start - cueEnd)}${' '.repeat(other.end - other.start)}${gap.slice(other.end - cueEnd)}`;
  if (LIST_BREAK.test(gap)) return null;
  const words = gap.split(/[\s,:()\-–—/+]+/).filter((word) => word !== '' && !LIST_FILLER.test(word));
  if (words.length > LIST_WORDS) return null;
  const quoted = doc.text.slice(cueStart, mention.end);
  return quoted.length <= MAX_EVIDENCE ? quoted : doc.text.slice(cueStart, cueEnd);
}

/**
 * A treatment comes after the reaction was told (so "prescribed doxycycline for acne" before the photosensitivity
 * stays the suspect): "given hydrocortisone for the rash", "le dieron loratadina para la urticaria"; or "treated with
 * X" with no reaction following the drug in its sentence ("a patient treated with paroxetine developed
 * hyponatraemia" names the suspect).
 */
function treatmentOf(evidence: Evidence, mention: PhraseHit, toldHits: readonly PhraseHit[]): string | null {
  const { doc } = evidence;
  const sentence = evidence.sentenceOf(mention);
  if (!sentence) return null;
  if (!toldHits.some((hit) => hit.end <= mention.start)) return null;
  const before = doc.folded.slice(Math.max(sentence.start, mention.start - 60), mention.start);
  const verb = TREATMENT_VERB_BEFORE.exec(before);
  if (verb) {
    const verbStart = mention.start - before.length + verb.index;
    const reaction = evidence
      .all('reactions')
      .find(
        (hit) =>
          hit.start >= mention.end &&
          hit.start <= sentence.end &&
          FOR_THE_REACTION_AFTER.test(doc.folded.slice(mention.end, hit.start)),
      );
    if (reaction) return doc.text.slice(verbStart, reaction.end);
  }
  const treated = TREATED_WITH_BEFORE.exec(before);
  if (!treated) return null;
  const cueStart = mention.start - before.length + treated.index;
  const followed = toldHits.some((hit) => hit.start >= mention.end && hit.start < sentence.end);
  return followed ? null : doc.text.slice(cueStart, mention.end);
}
