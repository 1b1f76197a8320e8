import {
  MAX_SECTION_ENTRIES,
  caseFieldDefinition,
  checkCaseFieldValue,
  drugsOfFacts,
  isVagueReactionTerm,
  seriousnessOfReaction,
  type AdditionalEntries,
  type CaseFacts,
  type CaseFactsDrug,
  type CaseFieldValue,
  type ReporterKind,
  type SectionEntry,
  type SeriousnessCriterion,
} from '@vigila/domain';

/** The E2B form's seriousness switches (E.i.3.2), by ICH E2A criterion. */
const SERIOUSNESS_FIELDS: Record<SeriousnessCriterion, string> = {
  death: 'death',
  life_threatening: 'life_threatening',
  hospitalisation: 'hospitalization',
  disability: 'disabling',
  congenital_anomaly: 'congenital_anomaly',
  medically_important: 'medically_important',
};
/** C.2.r.4 qualification codes of the form. */
const REPORTER_CODES: Record<ReporterKind, string> = {
  physician: '1',
  pharmacist: '2',
  other_hcp: '3',
  consumer: '5',
};
/**
 * G.k.1 codes of the roles read from the text, in the order the form lists the drugs: the first suspect is the
 * form's first drug. A treatment of the reaction has none: ICH E2B(R3) keeps "medications used to treat the
 * reaction/event" out of G.k (its place is the narrative, H.1 — decision 0043).
 */
const G_K_ROLES = { suspect: '1', interacting: '3', concomitant: '2' } as const;
type GkRole = keyof typeof G_K_ROLES;
const YEARS = '801';
const MONTHS = '802';
const MALE = '1';
const FEMALE = '2';

/** The named drugs that belong in G.k, suspects first, then interacting, then concomitant drugs. */
export function gkDrugs(facts: CaseFacts): (CaseFactsDrug & { role: GkRole })[] {
  const drugs = drugsOfFacts(facts);
  return (Object.keys(G_K_ROLES) as GkRole[]).flatMap((role) =>
    drugs.filter((drug): drug is CaseFactsDrug & { role: GkRole } => drug.role === role),
  );
}

/**
 * The form's first reaction: the analyser's term, unless it is a generic "adverse drug reaction" while the facts
 * hold a specific reaction (decision 0043); else the facts' first reaction.
 */
export function firstReactionTerm(analysedTerm: string | null, facts: CaseFacts | null): string | null {
  const specific = facts?.reactions.find((reaction) => !isVagueReactionTerm(reaction.term));
  if (analysedTerm && !(isVagueReactionTerm(analysedTerm) && specific)) return analysedTerm;
  return facts?.reactions[0]?.term ?? analysedTerm;
}

/** Whether the facts tie each criterion to a reaction (analyses from decision 0043 on). */
function criteriaPerReaction(facts: CaseFacts): boolean {
  return facts.reactions.some((reaction) => reaction.seriousness !== undefined);
}

const sameTerm = (a: string, b: CaseFieldValue | string | null | undefined) =>
  typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The seriousness switches of a reaction entry. */
function switchesOf(criteria: readonly SeriousnessCriterion[]): Record<string, boolean> {
  return Object.fromEntries(criteria.map((criterion) => [SERIOUSNESS_FIELDS[criterion], true]));
}

/**
 * Form values from the analysis's case facts (decision 0011): the first suspect product with its role (G.k), the
 * first reaction (E.i, `firstReactionTerm`) with the seriousness switches the text ties to it — so a serious case
 * starts on the 15-day clock — the patient's age and sex (D) and the reporter's qualification (C.2.r.4). Values a
 * reviewer must confirm, not conclusions.
 */
export function caseFactsFormValues(
  facts: CaseFacts | null,
  analysedTerm: string | null = null,
): Record<string, string | boolean | null> {
  if (!facts) return {};
  const values: Record<string, string | boolean | null> = {};
  const drug = gkDrugs(facts)[0];
  if (drug) {
    values.medicinal_product = drug.name;
    values.drug_role = G_K_ROLES[drug.role];
  }
  const term = firstReactionTerm(analysedTerm, facts);
  if (term) values.reaction_term = term;
  const index = facts.reactions.findIndex((reaction) => sameTerm(reaction.term, term));
  const criteria =
    index >= 0 ? seriousnessOfReaction(facts, index) : criteriaPerReaction(facts) ? [] : facts.seriousness;
  Object.assign(values, switchesOf(criteria));
  if (facts.patientAge !== null) {
    const inMonths = facts.patientAge < 2;
    values.age = String(inMonths ? Math.round(facts.patientAge * 12) : Math.round(facts.patientAge));
    values.age_unit = inMonths ? MONTHS : YEARS;
  }
  if (facts.patientSex) values.gender = facts.patientSex === 'male' ? MALE : FEMALE;
  if (facts.reporter) values.reporter_type = REPORTER_CODES[facts.reporter];
  return values;
}

/** The treatments of the reaction the text names: not G.k drugs, they go to the narrative (H.1). */
export function treatmentsOfFacts(facts: CaseFacts | null): string[] {
  return facts
    ? drugsOfFacts(facts)
        .filter((drug) => drug.role === 'treatment')
        .map((drug) => drug.name)
    : [];
}

/** Entries of `items` whose key differs (ignoring case) from `first` and from each other, at most a section's room. */
function furtherOf<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  first: CaseFieldValue | undefined,
): T[] {
  const seen = new Set(typeof first === 'string' ? [first.trim().toLowerCase()] : []);
  const further: T[] = [];
  for (const item of items) {
    const key = keyOf(item).trim().toLowerCase();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    further.push(item);
  }
  return further.slice(0, MAX_SECTION_ENTRIES - 1);
}

/** An entry of the fields that pass their own check (as the form's first entry is built); null when none does. */
function checkedEntry(candidate: Record<string, string | boolean>): SectionEntry | null {
  const entry: Record<string, CaseFieldValue> = {};
  for (const [field, value] of Object.entries(candidate)) {
    const definition = caseFieldDefinition(field);
    if (definition === undefined) continue;
    const check = checkCaseFieldValue(definition, value);
    if (check.ok && check.value !== null) entry[field] = check.value;
  }
  return Object.keys(entry).length > 0 ? entry : null;
}

/**
 * The analysis's other reactions and G.k drugs as the case's further E.i and G.k entries (decision 0015), after the
 * first ones the form starts with (`form`): a reaction the analysis read is never left out of the case. Each further
 * reaction carries the seriousness criteria the text ties to it (decision 0043; older analyses tied them to the
 * case, so those reactions carry their term only); each drug its role — a treatment of the reaction is not one.
 */
export function caseFactsAdditionalEntries(
  facts: CaseFacts | null,
  form: Readonly<Record<string, CaseFieldValue>>,
): AdditionalEntries {
  if (!facts) return {};
  const perReaction = criteriaPerReaction(facts);
  const reactions = furtherOf(facts.reactions, (reaction) => reaction.term, form.reaction_term)
    .map((reaction) =>
      checkedEntry({
        reaction_term: reaction.term,
        ...(perReaction ? switchesOf(reaction.seriousness ?? []) : {}),
      }),
    )
    .filter((entry) => entry !== null);
  const drugs = furtherOf(gkDrugs(facts), (drug) => drug.name, form.medicinal_product)
    .map((drug) => checkedEntry({ medicinal_product: drug.name, drug_role: G_K_ROLES[drug.role] }))
    .filter((entry) => entry !== null);
  return {
    ...(reactions.length > 0 ? { E: reactions } : {}),
    ...(drugs.length > 0 ? { G: drugs } : {}),
  };
}
