import type {
  CaseFacts,
  CaseFactsReaction,
  ReporterKind,
  SeriousnessCriterion,
  Source,
} from '@vigila/domain';
import { SERIOUSNESS_CRITERIA, withoutVagueReactions } from '@vigila/domain';
import { isReactionGuarded } from '../lexicon/detect-adr.ts';
import type { Evidence } from '../lexicon/evidence.ts';
import type { PhraseHit } from '../lexicon/phrase-set.ts';
import { foldText } from '../lexicon/fold.ts';
import { preferredTerm, spanText } from '../lexicon/reasons.ts';
import { isProductClass } from '../lexicon/vocab/drugs.ts';
import { readDrugRoles } from './drug-roles.ts';
import { IMPORTANT_MEDICAL_EVENT_TERMS } from './important-medical-events.ts';
import { readPatientAge } from './patient-age.ts';
import { readPatientSex } from './patient-sex.ts';
import { POSSIBLY_SERIOUS_CUES, SENT_HOME } from './possibly-serious.ts';

const MAX_PRODUCTS = 5;
const MAX_REACTIONS = 5;

/**
 * Lay and clinical words for the ICH E2A criteria, English and Spanish, in folded text (lowercase, no accents).
 * "nearly died" is life-threatening, not death; an emergency visit alone is not a hospitalisation.
 */
const SERIOUSNESS_CUES: Record<SeriousnessCriterion, RegExp> = {
  death:
    /\b(?:pronounced dead|declared dead|(?:he|she) (?:didn't|did not) make it|no sobrevivi\w*|died|dies|passed away|fatal(?:ity|ities)?|(?:was|were) found dead|found (?:him|her|them) (?:dead|on)|coroner|fallec\w+|murio|muerte|fallecimiento|obito|lo encontramos muerto)\b/,
  life_threatening:
    /\b(?:life[- ]threatening|(?:nearly|almost|could have|would have) died|near death|stopped breathing|couldn't breathe|could not breathe|intubat\w+|icu|intensive care|resuscitat\w+|cardiac arrest|anaphylactic shock|casi (?:me muero|se muere|muere|me mata|se nos va|no lo cuenta)|pudo (?:haber )?muerto|riesgo vital|dej\w+ de respirar|no podia respirar|uci|cuidados intensivos|terapia intensiva|intubad\w+|reanima\w+|parada cardiaca|shock anafilactico|peligro (?:su|mi) vida)\b/,
  hospitalisation:
    /\b(?:hospitali[sz](?!t)\w*|admitted|admit (?:him|her|them|me)|admission|kept (?:me|him|her|them|us) (?:in|overnight|for|\w+ nights?)|(?:in|into) (?:the )?hospital for|(?:nights?|days?) in (?:the )?hospital|(?:children's |medical |general )?ward|inpatient|icu|intensive care|ingres\w+|internad\w+|internaron|internacion|hospitaliz\w+|dias? en el hospital|noches? en el hospital|me dejaron en el hospital|en planta|uci|terapia intensiva|cuidados intensivos)\b/,
  disability:
    /\b(?:legally blind|(?:went|gone|is|was|now|became|left (?:him|her|me)) (?:almost |nearly |completely |totally )?blind|lost (?:most of |all of )?(?:my|his|her) (?:vision|sight|hearing|eyesight)|hearing aids?|audifonos|(?:had to|have to|has to|forced to) (?:leave|quit|give up|stop|change) (?:my|his|her|the|work|working|jobs?)|(?:lost|left|quit) (?:my|his|her) job|(?:pedir|pidio|tiene|le dieron) la incapacidad|(?:ya )?no (?:puedo|puede|pude|pudo) (?:volver a )?(?:trabajar|dar clase|correr|conducir|leer)|(?:tuve|tuvo|ha tenido|he tenido) que dejar (?:el|mi|su) (?:trabajo|empleo)|cojeo|cojea|foot drop|pie caido|limitation of walking|(?:still|permanent) limp|(?:can(?:'t|not)|could(?:n't| not)|unable to|(?:have|has)n't been able to|still can(?:'t|not)) (?:walk|move|see|hear|work) (?:\w+ ){0,5}(?:since|ever since|anymore|any more)|blind in (?:one|my|his|her|both)|no (?:puedo|puede|pude|pudo|he podido|ha podido) (?:caminar|andar|mover|trabajar|ver|oir) (?:\w+ ){0,5}desde|no (?:he|ha) vuelto a (?:caminar|andar|ver|oir|trabajar)|qued\w+ (?:cieg[oa]|sord[oa]|paralitic[oa]|inmovil)|permanent(?:ly)?|persist(?:ed|ent|s)|disabilit\w+|disabled|can(?:'t|not) work any ?more|lost (?:my|his|her|the) (?:hearing|sight|vision|job)|(?:hearing|vision|sight) loss|wheelchair|incapacit\w+|discapacidad|secuelas?|silla de ruedas|perdid[oa] (?:la|el) (?:audicion|vision|vista|oido)|perdi (?:la|el) (?:audicion|vision|vista|oido)|sordera permanente|ceguera)\b/,
  congenital_anomaly:
    /\b(?:microtia|(?:really |very )?small ears|hole in (?:his|her|the|the baby's|my baby's) heart|septal defect|oral clefts?|birth defects?|congenital|malformations?|born with|cleft (?:lip|palate)|spina bifida|myelomeningocele|neural tube|heart defect|microtia|malformaci\w+|congenit\w+|defectos? (?:de nacimiento|congenitos?)|nacio con|labio leporino|agujero en el corazon|espina bifida)\b/,
  medically_important:
    /\b(?:seizures?|(?:had|having|has) (?:a )?fits?|osteonecrosis|necrosis of the jaw|exposed bone|better off dead|mejor (?:muerto|muerta)|tendon (?:rupture|ruptured|tore|snapped)|ruptured (?:my|his|her) (?:achilles|tendon)|rotura (?:del )?tendon|se (?:me |le )?rompio el tendon|optic neuropath\w*|neuropatia optica|tardive dyskinesia|discinesia tardia|deafness|sordera|(?:turned|went|going|gone) yellow|yellow (?:skin|eyes)|(?:piel|ojos) amarill\w+|se (?:puso|puse|pusieron) amarill\w+|convuls\w+|anaphyla\w+|suicid\w+|want(?:ed|s)? to die|agranulocytosis|transfusions?|blood transfusion|ketoacidosis|dka|stevens[- ]johnson|sjs|necroly\w+|stroke|heart attack|pulmonary embolism|blood clots? in (?:my|his|her) lungs?|liver failure|kidney failure|kidneys? (?:stopped|failed)|dialysis|pancreatitis|lactic acidosis|guillain|transplant|ictus|infarto|embolia|insuficiencia (?:hepatica|renal)|cetoacidosis|crisis convulsiv\w+|ataque epileptico|transfusion\w*|bolsas? de sangre|(?:poner|pusieron) sangre|intento de suicidio|queria morir(?! de)|acidosis lactica|dialisis|trasplante|sangrado (?:del estomago|digestivo)|hemorragia (?:digestiva|cerebral))\b/,
};
const NEGATED_BEFORE =
  /\b(?:no|not|never|none|without|didn't|did not|wasn't|sin|ni|nunca|tampoco|ninguno|ninguna|nadie)\s+(?:\S+\s+){0,2}$/;
/**
 * A fear or a likeness, not an event: "feared it was a stroke", "I thought I was having a heart attack", "pensé que
 * era un infarto", "felt like I was dying". Such words are not a criterion, though a reviewer still sees the reaction.
 */
const FEARED_BEFORE =
  /\b(?:thought|thinking|afraid|scared|feared|fearing|worried|felt like|as if|pense|pensaba|pensamos|crei|creia|creimos|miedo|como si)\b[^.!?\n]{0,40}$/;
/** A place of work, not of care: "an ICU nurse", "I work in the ER", "enfermera de la UCI". */
const WORKPLACE_BEFORE =
  /\b(?:work(?:s|ed|ing)? (?:in|at|on)|enfermer[oa]s? (?:de|en)|trabaj\w+ en)\s+(?:the |la |el |an? )?$/;
const WORKPLACE_AFTER = /^\s+(?:nurses?|staff|doctors?|team|colleagues?|shifts?)\b/;

const PHARMACIST =
  /\b(?:i am a|i'm a|as a|soy|como) (?:community |hospital )?(?:pharmacist|farmaceutic[oa])\b|\bpharmacist here\b/;
// A line that opens with "Dr. …" (a signature): `^` under the m flag tries every line; the former
// `^(?:[^\n]*\n)*?` before it rescanned the rest of the text from each line, its square in time (issue 24).
const PHYSICIAN =
  /\b(?:i am a|i'm a|as a|soy|como) (?:gp|doctor|physician|neurologist|cardiologist|psychiatrist|oncologist|dermatologist|paediatrician|pediatrician|medic[oa]|pediatra|cardiolog[oa]|neurolog[oa]|psiquiatra|oncolog[oa]|dermatolog[oa])\b|^\s*dr\.? [a-z]|\bdra?\. [a-z]+\s*$/m;
const OTHER_HCP =
  /\b(?:i am a|i'm a|as a|soy|como) (?:nurse|midwife|dentist|enfermer[oa]|matrona|dentista)\b/;
const HCP_PATIENT =
  /\b(?:my patient|one of my patients|our patient|mi paciente|una paciente mia|un paciente mio|nuestro paciente)\b/;

/**
 * The case facts of an ADR text: each named drug with its role and the words behind it, the suspect (and
 * interacting) products, the reactions (a generic "adverse reaction" only when nothing specific was read), the
 * seriousness criteria each on the reaction its sentence names (or, with none, the words that make it possibly
 * serious), patient and reporter.
 */
export function extractCaseFacts(evidence: Evidence, channel: Source): CaseFacts {
  const { doc } = evidence;
  const hitsByTerm = new Map<string, PhraseHit[]>();
  const told: CaseFactsReaction[] = [];
  for (const hit of evidence.inDocument('reactions')) {
    if (isReactionGuarded(evidence, hit)) continue;
    const term = preferredTerm(hit);
    const hits = hitsByTerm.get(term);
    if (hits) {
      hits.push(hit);
      continue;
    }
    hitsByTerm.set(term, [hit]);
    told.push({ text: spanText(doc, hit), term });
  }
  // Named products and classes ("metformin", "the pill"), not the generic words that also signal a product
  // ("tablets", "10 mg"); a treatment of the reaction or a concomitant drug is not what the report is about.
  const reactionHits = [...hitsByTerm.values()].flat();
  // A class ("supplements", "vitaminas") is a drug of the case only when the text names no product.
  const read = readDrugRoles(evidence, reactionHits);
  const named = read.filter((drug) => !isProductClass(foldText(drug.name)));
  const drugs = named.length > 0 ? named : read;
  const products = drugs
    .filter((drug) => drug.role === 'suspect' || drug.role === 'interacting')
    .map((drug) => drug.name)
    .slice(0, MAX_PRODUCTS);
  const kept = withoutVagueReactions(told).slice(0, MAX_REACTIONS);
  const seriousness: SeriousnessCriterion[] = [];
  const seriousnessEvidence: string[] = [];
  const criteriaOf = new Map<string, SeriousnessCriterion[]>(kept.map((reaction) => [reaction.term, []]));
  const folded = doc.folded;
  for (const criterion of SERIOUSNESS_CRITERIA) {
    const match = firstUnnegated(folded, SERIOUSNESS_CUES[criterion], evidence);
    if (!match) continue;
    seriousness.push(criterion);
    seriousnessEvidence.push(doc.text.slice(match.start, match.end));
    const owner = reactionOfSentence(evidence, match, kept, hitsByTerm) ?? kept[0];
    if (owner) criteriaOf.get(owner.term)?.push(criterion);
  }
  // A reaction coded to an important medical event is medically important by itself (ICH E2A; EMA IME list).
  for (const reaction of kept) {
    if (!IMPORTANT_MEDICAL_EVENT_TERMS.has(reaction.term)) continue;
    // "I thought I was having a heart attack": the fear names the event, the patient did not have it.
    const told = (hitsByTerm.get(reaction.term) ?? []).some(
      (hit) => !FEARED_BEFORE.test(folded.slice(evidence.sentenceOf(hit)?.start ?? hit.start, hit.start)),
    );
    if (!told) continue;
    const own = criteriaOf.get(reaction.term);
    if (own && !own.includes('medically_important')) own.push('medically_important');
    if (!seriousness.includes('medically_important')) {
      seriousness.push('medically_important');
      seriousnessEvidence.push(reaction.text);
    }
  }
  // Only when no criterion was read: words that may hide one keep the case on the shorter clock until reviewed.
  const possibly =
    seriousness.length === 0
      ? firstUnnegated(folded, POSSIBLY_SERIOUS_CUES, evidence, (sentence) => SENT_HOME.test(sentence))
      : null;
  return {
    products,
    drugs,
    reactions: kept.map((reaction) => ({
      ...reaction,
      seriousness: criteriaOf.get(reaction.term) ?? [],
    })),
    serious: seriousness.length > 0,
    seriousness,
    seriousnessEvidence,
    possiblySerious: possibly !== null,
    possiblySeriousEvidence: possibly ? [doc.text.slice(possibly.start, possibly.end)] : [],
    patientAge: readPatientAge(folded),
    patientSex: readPatientSex(evidence, reactionHits),
    reporter: reporterOf(folded, channel),
  };
}

/**
 * The reaction a criterion belongs to: the first kept reaction told in the sentence of the criterion's words
 * ("the rash got worse and she was admitted"), a specific one before a vague one; none when the sentence names none.
 */
function reactionOfSentence(
  evidence: Evidence,
  match: { start: number },
  kept: readonly CaseFactsReaction[],
  hitsByTerm: ReadonlyMap<string, readonly PhraseHit[]>,
): CaseFactsReaction | undefined {
  const sentence = evidence.sentenceOf(match);
  if (!sentence) return undefined;
  const inSentence = kept.filter((reaction) =>
    (hitsByTerm.get(reaction.term) ?? []).some((hit) => evidence.sentenceOf(hit)?.index === sentence.index),
  );
  return inSentence.find((reaction) => !reaction.vague) ?? inSentence[0];
}

/**
 * The first match of `pattern` that is not negated just before it nor said by a call's agent, and whose sentence
 * `excludes` (when given) does not rule out.
 */
function firstUnnegated(
  folded: string,
  pattern: RegExp,
  evidence: Evidence,
  excludes?: (sentence: string) => boolean,
): { start: number; end: number } | null {
  const global = new RegExp(pattern.source, 'g');
  for (const match of folded.matchAll(global)) {
    const sentence = evidence.sentenceOf({ start: match.index });
    if (sentence?.agent) continue;
    const before = folded.slice(Math.max(sentence?.start ?? 0, match.index - 30), match.index);
    if (NEGATED_BEFORE.test(before)) continue;
    if (FEARED_BEFORE.test(folded.slice(sentence?.start ?? 0, match.index))) continue;
    if (
      WORKPLACE_BEFORE.test(before) ||
      WORKPLACE_AFTER.test(folded.slice(match.index + match[0].length, match.index + match[0].length + 24))
    )
      continue;
    if (excludes && sentence && excludes(folded.slice(sentence.start, sentence.end))) continue;
    return { start: match.index, end: match.index + match[0].length };
  }
  return null;
}

function reporterOf(folded: string, channel: Source): ReporterKind {
  if (PHARMACIST.test(folded)) return 'pharmacist';
  if (OTHER_HCP.test(folded)) return 'other_hcp';
  if (PHYSICIAN.test(folded) || channel === 'literature') return 'physician';
  if (HCP_PATIENT.test(folded)) return 'other_hcp';
  return 'consumer';
}
