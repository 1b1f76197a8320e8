import type { Evidence } from '../lexicon/evidence.ts';
import type { PhraseHit } from '../lexicon/phrase-set.ts';

type Sex = 'male' | 'female';

/**
 * Words naming someone other than the writer, by sex (folded text): relatives, partners, a case report's patient
 * ("la paciente", "un paciente"), pronouns — not the Spanish auxiliary of "me he tomado", which is followed by a
 * participle.
 */
const PERSON =
  /\b(?:(woman|women|female|girl|girlfriend|lady|daughter|stepdaughter|wife|mother|mom|mum|mother-in-law|grandmother|grandma|granddaughter|sister|aunt|niece|she|her|mujer|nina|chica|muchacha|senorita|novia|hija|esposa|madre|mama|suegra|abuela|nieta|hermana|tia|sobrina|senora|femenina|ella|(?:la|una) (?:paciente|participante|menor|usuaria))|(man|male|boy|boyfriend|guy|gentleman|son|stepson|husband|father|dad|father-in-law|grandfather|grandpa|grandson|brother|uncle|nephew|he(?! (?:[a-z]+(?:ado|ido|ada|ida)|hecho|dicho|visto|puesto|vuelto|escrito|abierto|roto|muerto)\b)|him|his|hombre|nino|chico|muchacho|novio|hijo|esposo|marido|padre|papa|suegro|abuelo|nieto|hermano|tio|sobrino|senor|varon|(?:el|un) (?:paciente|participante|usuario)))\b/g;
/** A pronoun opening the sentence after a reaction's: "… a pulmonary embolism. She was in hospital 4 days". */
const NEXT_PRONOUN = /^\W*(?:\w+\W+){0,3}?(?:(she|her|ella)|(he|his|him))\b/;

/** The writer as the one it happened to: "I", "me", Spanish first-person verbs ("estoy", "tomo", "me salió"). */
const FIRST_PERSON =
  /\b(?:i|i'm|i've|i'd|me|yo|estoy|tengo|tomo|siento|noto|llevo|empece|tuve|estuve|he tenido|me he)\b/g;

/** How writers say their own sex: "as a woman", "I'm a 60 year old man", "estoy mareada" (a feminine adjective). */
const SELF_FEMALE =
  /\b(?:as a (?:\w+ )?woman|i(?: am|'m) a (?:\d+[- ]?(?:year|yr)s?[- ]?old )?(?:woman|girl|female|mother|mum|mom|grandmother)|i(?: am|'m) pregnant|my periods?|soy (?:una )?mujer|estoy embarazada|(?:estoy|me siento|me quede|me he quedado|me encuentro) (?:muy |tan |bastante |un poco )?[a-z]+ada)\b/;
const SELF_MALE =
  /\b(?:as a (?:\w+ )?man|i(?: am|'m) a (?:\d+[- ]?(?:year|yr)s?[- ]?old )?(?:man|guy|male|father|dad|grandfather)|soy (?:un )?hombre|(?:estoy|me siento|me quede|me he quedado|me encuentro) (?:muy |tan |bastante |un poco )?[a-z]+ado)\b/;
/** "I'm 41, female", "(32F)", "34 yo male". */
const SELF_AGE_SEX =
  /\b(?:i(?: am|'m) )?\d{1,2} ?(?:,|yo|y\/o|years? old)? ?(?:(f|female|woman)|(male|man))\b/;
/**
 * A Spanish self-description with a gendered adjective or participle: "no podía estar quieta", "me quedé dormida",
 * "desde pequeño", "me estaba volviendo loca". The word's ending tells the sex.
 */
const SELF_ADJECTIVE =
  /\b(?:estoy|estaba|estuve|me siento|me senti|me sentia|me quede|me he quedado|me encuentro|me encontraba|me puse|he estado|no podia estar|no puedo estar|volviendo)\s+(?:muy |tan |bastante |un poco |super |completamente |como )?([a-z]+(?:ad|id|it|et|os|n|en|il|ut|ot|c)([ao]))\b|\bdesde ((?:pequen|chiquit|nin|chic)([ao]))\b/g;
const NOT_ADJECTIVES = new Set([
  'nada',
  'vida',
  'comida',
  'salida',
  'medida',
  'todo',
  'toda',
  'poco',
  'poca',
]);
/** Only a woman's body: her own pregnancy, periods, the pill or breastfeeding, told by the writer. */
const FEMALE_BODY =
  /\b(?:i (?:got|was|am|became) pregnant|my (?:period|periods|cycle)|(?:me quede|quede|estoy|estaba) embarazada|mi (?:regla|periodo|menstruacion)|(?:the|la) (?:morning[- ]after )?(?:pill|pildora)(?: del dia despues)?|(?:i'm|i am|i was) breastfeeding|(?:estoy|estaba) dando el pecho)\b/;
/** A writer's spouse, read as the last hint of the writer's own sex ("my husband drove me to the ER"). */
const SPOUSE = /\b(?:my|mi) (?:(husband|marido|esposo)|(wife|mujer|esposa))\b/;

/** The last match of a global pattern (matchAll copies it: no lastIndex is shared between calls). */
const lastMatch = (pattern: RegExp, text: string): RegExpExecArray | undefined =>
  [...text.matchAll(pattern)].at(-1);

/** The sex of the first person a text names, or null. */
function firstPersonSex(text: string): Sex | null {
  const named: RegExpExecArray | undefined = text.matchAll(PERSON).next().value;
  return named ? sexOfPerson(named) : null;
}

const sexOfPerson = (match: RegExpExecArray): Sex => (match[1] !== undefined ? 'female' : 'male');

/**
 * What the writer says of their own sex, strongest first: "as a woman", "41, female", a Spanish gendered
 * self-description, a woman's body (her pregnancy, the pill), and last the writer's spouse.
 */
function writerSex(folded: string): Sex | null {
  if (SELF_FEMALE.test(folded)) return 'female';
  if (SELF_MALE.test(folded)) return 'male';
  const stated = SELF_AGE_SEX.exec(folded);
  if (stated) return stated[1] !== undefined ? 'female' : 'male';
  for (const match of folded.matchAll(SELF_ADJECTIVE)) {
    const word = match[1] ?? match[3] ?? '';
    if (NOT_ADJECTIVES.has(word)) continue;
    return (match[2] ?? match[4]) === 'a' ? 'female' : 'male';
  }
  if (FEMALE_BODY.test(folded)) return 'female';
  const spouse = SPOUSE.exec(folded);
  return spouse ? (spouse[1] !== undefined ? 'female' : 'male') : null;
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
  const after = firstPersonSex(folded.slice(hit.start, sentence.end));
  if (after) return after;
  // "… was diagnosed with a pulmonary embolism. She was in hospital 4 days": the next sentence's pronoun.
  const next = evidence.doc.sentences[sentence.index + 1];
  const pronoun = next ? NEXT_PRONOUN.exec(folded.slice(next.start, next.start + 60)) : null;
  return pronoun ? (pronoun[1] !== undefined ? 'female' : 'male') : null;
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
