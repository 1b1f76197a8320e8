import {
  MAX_SECTION_ENTRIES,
  caseFieldDefinition,
  checkCaseFieldValue,
  type AdditionalEntries,
  type CaseFacts,
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
const SUSPECT = '1';
const YEARS = '801';
const MONTHS = '802';
const MALE = '1';
const FEMALE = '2';

/**
 * Form values from the analysis's case facts (decision 0011): the first suspect product (G.k), the first
 * reaction's term (E.i), the seriousness switches — so a serious case starts on the 15-day clock — the patient's
 * age and sex (D) and the reporter's qualification (C.2.r.4). Values a reviewer must confirm, not conclusions.
 */
export function caseFactsFormValues(facts: CaseFacts | null): Record<string, string | boolean | null> {
  if (!facts) return {};
  const values: Record<string, string | boolean | null> = {};
  const product = facts.products[0];
  if (product) {
    values.medicinal_product = product;
    values.drug_role = SUSPECT;
  }
  const reaction = facts.reactions[0];
  if (reaction) values.reaction_term = reaction.term;
  for (const criterion of facts.seriousness) values[SERIOUSNESS_FIELDS[criterion]] = true;
  if (facts.patientAge !== null) {
    const inMonths = facts.patientAge < 2;
    values.age = String(inMonths ? Math.round(facts.patientAge * 12) : Math.round(facts.patientAge));
    values.age_unit = inMonths ? MONTHS : YEARS;
  }
  if (facts.patientSex) values.gender = facts.patientSex === 'male' ? MALE : FEMALE;
  if (facts.reporter) values.reporter_type = REPORTER_CODES[facts.reporter];
  return values;
}

/** `values` that differ (ignoring case) from `first` and from each other, in order: at most a section's room. */
function furtherValues(values: readonly string[], first: CaseFieldValue | undefined): string[] {
  const seen = new Set(typeof first === 'string' ? [first.toLowerCase()] : []);
  const further: string[] = [];
  for (const value of values) {
    const key = value.trim().toLowerCase();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    further.push(value);
  }
  return further.slice(0, MAX_SECTION_ENTRIES - 1);
}

/** An entry of the fields that pass their own check (as the form's first entry is built); null when none does. */
function checkedEntry(candidate: Record<string, string>): SectionEntry | null {
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
 * The analysis's other reactions and suspect products as the case's further E.i and G.k entries (decision 0015),
 * after the first ones the form starts with (`form`): a reaction the analysis read is never left out of the case.
 * Each further reaction carries its term only — the seriousness the analysis read belongs to the case as a whole,
 * so the reviewer sets each further reaction's criteria.
 */
export function caseFactsAdditionalEntries(
  facts: CaseFacts | null,
  form: Readonly<Record<string, CaseFieldValue>>,
): AdditionalEntries {
  if (!facts) return {};
  const reactions = furtherValues(
    facts.reactions.map((reaction) => reaction.term),
    form.reaction_term,
  )
    .map((term) => checkedEntry({ reaction_term: term }))
    .filter((entry) => entry !== null);
  const drugs = furtherValues(facts.products, form.medicinal_product)
    .map((product) => checkedEntry({ medicinal_product: product, drug_role: SUSPECT }))
    .filter((entry) => entry !== null);
  return {
    ...(reactions.length > 0 ? { E: reactions } : {}),
    ...(drugs.length > 0 ? { G: drugs } : {}),
  };
}
