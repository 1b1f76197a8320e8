import type { CaseFieldValue } from '../cases/case-fields.ts';
import type { AdditionalEntries, SectionEntry } from '../cases/case-sections.ts';

/**
 * Test data only: a stored case form with every field the reports require (SPEC §5, the R2 guideline's two and the
 * reaction's MedDRA coding), and nothing else — the case form's twin of sparseCase() in e2b-test-cases.ts, which is builder input.
 */
export function readyCaseForm(): Record<string, CaseFieldValue> {
  return {
    message_type: 'ichicsr',
    message_header_receiver_identifier: 'EVHUMAN',
    transmission_date: '2026-03-02',
    report_type: '1',
    reporter_type: '5',
    sender_type: '1',
    sender_organization: 'Vigila Pharma',
    sender_given_name: 'Ana',
    sender_family_name: 'García',
    sender_country: 'ES',
    reaction_term: 'Headache',
    // Coded (decision 0038: an uncoded reaction blocks both reports), with the synthetic release's codes.
    reaction_meddra_code: '95000015',
    reaction_meddra_pt_code: '96000005',
    reaction_meddra_version: '27.1',
    medicinal_product: 'Ibuprofen 400 mg',
    drug_role: '1',
    case_narrative: 'A consumer reported a headache after taking ibuprofen.',
  };
}

/** Test data only: the case form's FDA regional answers (C.1.7, FDA.C.1.7.1, FDA.C.1.12, C.3.4.7, FDA.D.11/12). */
export const FDA_REGIONAL_ANSWERS = {
  meets_local_expedited_criteria: '1',
  fda_local_criteria_report_type: '1',
  fda_combination_product: '2',
  sender_fax: '3015550199',
  race: 'C41260',
  ethnicity: 'C41222',
} as const;

/**
 * Test data only: a ready case addressed to the FDA (batch receiver ZZFDA, message receiver CDER) with the sender
 * block FDA requires filled, but without FDA_REGIONAL_ANSWERS.
 */
export function fdaAddressedCaseForm(): Record<string, CaseFieldValue> {
  return {
    ...readyCaseForm(),
    batch_receiver_identifier: 'ZZFDA',
    message_header_receiver_identifier: 'CDER',
    sender_department: 'Drug Safety',
    sender_title: 'Dr',
    sender_street: '1 Main Street',
    sender_city: 'Springfield',
    sender_state: 'MD',
    sender_postal_code: '20993',
    sender_phone: '3015550100',
    sender_email: 'safety@vigila.example',
  };
}

/**
 * The MedDRA coding the tests put on two reactions and one indication: LLT and PT differ, and the two reactions
 * come from different releases, so a swapped or shared value shows. The codes are those of the synthetic release
 * (apps/server/src/test/fixtures/meddra-synthetic; decision 0018: no real MedDRA content in the repository).
 */
export const REACTION_CODINGS = [
  { reaction_meddra_code: '95000015', reaction_meddra_pt_code: '96000005', reaction_meddra_version: '27.1' },
  { reaction_meddra_code: '95000027', reaction_meddra_pt_code: '96000009', reaction_meddra_version: '26.1' },
] as const;
export const INDICATION_CODING = {
  indication_meddra_code: '95000019',
  indication_meddra_pt_code: '96000006',
  indication_meddra_version: '27.1',
} as const;

/**
 * A case with its first reaction and first drug (in the form) and its second reaction (the first additional
 * E entry, made when missing) coded as above, the indication text kept when there is one; everything else as given.
 */
export function withMeddraCoding(
  form: Readonly<Record<string, CaseFieldValue>>,
  additional: AdditionalEntries,
): { form: Record<string, CaseFieldValue>; additional: AdditionalEntries } {
  const [first, second] = REACTION_CODINGS;
  const [secondReaction = { reaction_term: 'Nausea' }, ...moreReactions] = additional.E ?? [];
  const coded: SectionEntry = { ...secondReaction, ...second };
  return {
    form: { ...form, indication: form.indication ?? 'Migraine attack', ...first, ...INDICATION_CODING },
    additional: { ...additional, E: [coded, ...moreReactions] },
  };
}
