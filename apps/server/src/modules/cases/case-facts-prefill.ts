import type { CaseFacts, ReporterKind, SeriousnessCriterion } from '@vigila/domain';

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
