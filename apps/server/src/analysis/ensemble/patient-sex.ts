import type { Evidence } from '../lexicon/evidence.ts';
import type { PhraseHit } from '../lexicon/phrase-set.ts';

type Sex = 'male' | 'female';

/** Words naming someone other than the writer, by sex (folded text): relatives, a case report's patient, pronouns. */
const PERSON =
  /\b(?:(woman|women|female|girl|daughter|wife|mother|mom|mum|grandmother|grandma|sister|aunt|niece|she|her|mujer|nina|hija|esposa|madre|mama|abuela|hermana|tia|sobrina|senora|femenina|ella)|(man|male|boy|son|husband|father|dad|grandfather|grandpa|brother|uncle|nephew|he|him|his|hombre|nino|hijo|esposo|marido|padre|papa|abuelo|hermano|tio|sobrino|senor|varon))\b/g;

/** The writer as the one it happened to: "I", "me", Spanish first-person verbs ("estoy", "tomo", "me salió"). */
const FIRST_PERSON =
  /\b(?:i|i'm|i've|i'd|me|yo|estoy|tengo|tomo|siento|noto|llevo|empece|tuve|estuve|he tenido|me he)\b/g;

/** How writers say their own sex: "as a woman", "I'm a 60 year old man", "estoy mareada" (a feminine adjective). */
const SELF_FEMALE =
  /\b(?:as a (?:\w+ )?woman|i(?: am|'m) a (?:\d+[- ]?(?:year|yr)s?[- ]?old )?(?:woman|girl|female|mother|mum|mom|grandmother)|i(?: am|'m) pregnant|my periods?|soy (?:una )?mujer|estoy embarazada|(?:estoy|me siento|me quede|me he quedado|me encuentro) (?:muy |tan |bastante |un poco )?[a-z]+ada)\b/;
const SELF_MALE =
  /\b(?:as a (?:\w+ )?man|i(?: am|'m) a (?:\d+[- ]?(?:year|yr)s?[- ]?old )?(?:man|guy|male|father|dad|grandfather)|soy (?:un )?hombre|(?:estoy|me siento|me quede|me he quedado|me encuentro) (?:muy |tan |bastante |un poco )?[a-z]+ado)\b/;

/** The last match of a global pattern (matchAll copies it: no lastIndex is shared between calls). */
const lastMatch = (pattern: RegExp, text: string): RegExpExecArray | undefined =>
  [...text.matchAll(pattern)].at(-1);

/** The sex of the first person a text names, or null. */
function firstPersonSex(text: string): Sex | null {
  const named: RegExpExecArray | undefined = text.matchAll(PERSON).next().value;
  return named ? sexOfPerson(named) : null;
}

const sexOfPerson = (match: RegExpExecArray): Sex => (match[1] !== undefined ? 'female' : 'male');

function writerSex(folded: string): Sex | null {
  if (SELF_FEMALE.test(folded)) return 'female';
  return SELF_MALE.test(folded) ? 'male' : null;
}

/** Who had the reaction told by `hit`, from its sentence: a named person's sex, the writer, or nobody named. */
function subjectOf(evidence: Evidence, hit: PhraseHit): Sex | 'writer' | null {
  const sentence = evidence.sentenceOf(hit);
  if (!sentence) return null;
  const { folded } = evidence.doc;
  const before = folded.slice(sentence.start, hit.start);
  const person = lastMatch(PERSON, before);
  const writer = lastMatch(FIRST_PERSON, before);
  if (person && (!writer || person.index > writer.index)) return sexOfPerson(person);
  if (writer) return 'writer';
  // "Rash all over after the amoxicillin, she is 3": named after the reaction, in its sentence.
  return firstPersonSex(folded.slice(hit.start, sentence.end));
}

/**
 * The sex of the person who had the reaction (issue 27 point 5), not of the writer: in the sentence of the first
 * reaction that names someone, whoever is named nearest before it — a relative or a case report's patient gives their
 * sex, the writer ("I", "me") what the writer says of herself or himself, or nothing. When no reaction's sentence
 * names anyone (a title, a special situation), the first person the text names, else the writer's own words.
 */
export function readPatientSex(evidence: Evidence, reactionHits: readonly PhraseHit[]): Sex | null {
  for (const hit of [...reactionHits].sort((a, b) => a.start - b.start)) {
    const subject = subjectOf(evidence, hit);
    if (subject === 'writer') return writerSex(evidence.doc.folded);
    if (subject !== null) return subject;
  }
  return firstPersonSex(evidence.doc.folded) ?? writerSex(evidence.doc.folded);
}
