import { z } from 'zod';
import {
  ACTIONS_TAKEN,
  AGE_GROUPS,
  AGE_UNITS,
  AUTOPSY_ANSWERS,
  DRUG_ROLES,
  DURATION_UNITS,
  GENDERS,
  REACTION_OUTCOMES,
  RECURRENCE_ANSWERS,
  REPORTER_QUALIFICATIONS,
  REPORT_TYPES,
  ROUTES,
  SENDER_TYPES,
  STUDY_TYPES,
} from './code-lists.ts';
import { isE2bDateInput } from './dates.ts';

/**
 * The input of the E2B(R2) builder: the SPEC §3 "Case form data" fields the report uses, under their snake_case
 * names. Single-valued fields are flat (as stored on the case); the patient is one object and reactions, tests
 * and drugs are lists. Blank strings and null count as "not given", because the form stores empty fields so.
 */
function blankToUndefined(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

function numberToString(value: unknown): unknown {
  const present = blankToUndefined(value);
  return typeof present === 'number' ? String(present) : present;
}

const text = () => z.preprocess(numberToString, z.string().optional()).optional();
const requiredText = (message: string) => z.preprocess(numberToString, z.string({ error: message }));
const code = <T extends readonly [string, ...string[]]>(codes: T, message: string) =>
  z.preprocess(numberToString, z.enum(codes, { error: message }).optional()).optional();
const requiredCode = <T extends readonly [string, ...string[]]>(codes: T, message: string) =>
  z.preprocess(numberToString, z.enum(codes, { error: message }));
const date = (message: string) =>
  z.preprocess(blankToUndefined, z.string().refine(isE2bDateInput, message).optional()).optional();
const requiredDate = (message: string) =>
  z.preprocess(blankToUndefined, z.string({ error: message }).refine(isE2bDateInput, message));
const amount = (message: string, max?: number) =>
  z
    .preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: message })
        .min(0, message)
        .max(max ?? Number.MAX_SAFE_INTEGER, message)
        .optional(),
    )
    .optional();
const flag = () =>
  z
    .preprocess((value) => {
      if (value === 'true' || value === 1 || value === '1') return true;
      if (value === 'false' || value === 0 || value === '0') return false;
      return blankToUndefined(value);
    }, z.boolean().optional())
    .optional();

export const e2bReactionSchema = z.object({
  term: requiredText('E.i: reaction term is required'),
  // E.i.2.1: the LLT code; the PT code and the release the two come from go beside it (R2 B.2.i.1 / B.2.i.2).
  med_dra_code: text(),
  med_dra_pt_code: text(),
  med_dra_version: text(),
  start_date: date('E.i: reaction start date is not a date'),
  end_date: date('E.i: reaction end date is not a date'),
  duration: amount('E.i: reaction duration must be a number ≥ 0'),
  duration_unit: code(DURATION_UNITS, 'E.i: unknown duration unit'),
  first_time: amount('E.i: time from drug start must be a number ≥ 0'),
  first_time_unit: code(DURATION_UNITS, 'E.i: unknown time unit'),
  last_time: amount('E.i: time from last dose must be a number ≥ 0'),
  last_time_unit: code(DURATION_UNITS, 'E.i: unknown time unit'),
  outcome: code(REACTION_OUTCOMES, 'E.i: unknown reaction outcome'),
  seriousness: text(),
  death: flag(),
  life_threatening: flag(),
  hospitalization: flag(),
  disabling: flag(),
  congenital_anomaly: flag(),
  medically_important: flag(),
});

export const e2bTestSchema = z.object({
  test_name: text(),
  test_date: date('F.r: test date is not a date'),
  test_result: text(),
  test_unit: text(),
  normal_low_range: text(),
  normal_high_range: text(),
  test_more_info: text(),
});

/**
 * One causality assessment of a drug for one reaction (R3 G.k.9.i.2.r, R2 drugreactionrelatedness): who assessed
 * (r.1), by which method (r.2) and the result (r.3), as the texts the file carries.
 */
export const e2bReactionAssessmentSchema = z.object({
  reaction: z.number().int().min(0),
  source: z.string().min(1),
  method: text(),
  result: text(),
});

export const e2bDrugSchema = z.object({
  medicinal_product: requiredText('G.k: medicinal product is required'),
  active_substance: text(),
  pharmaceutical_form: text(),
  route_of_administration: code(ROUTES, 'G.k: unknown route of administration'),
  indication: text(),
  // G.k.7.r.2: the indication's MedDRA coding (LLT, PT and release), set with the term by the coding call.
  indication_meddra_code: text(),
  indication_meddra_pt_code: text(),
  indication_meddra_version: text(),
  start_date: date('G.k: drug start date is not a date'),
  end_date: date('G.k: drug end date is not a date'),
  duration: amount('G.k: drug duration must be a number ≥ 0'),
  duration_unit: code(DURATION_UNITS, 'G.k: unknown duration unit'),
  dosage_form: text(),
  dose_amount: amount('G.k: dose amount must be a number ≥ 0'),
  dose_unit: text(),
  dose_frequency: text(),
  batch_number: text(),
  drug_role: requiredCode(DRUG_ROLES, 'G.k: drug role is required (1 Suspect, 2 Concomitant, 3 Interacting)'),
  action_taken: code(ACTIONS_TAKEN, 'G.k: unknown action taken'),
  drug_recurrance: code(RECURRENCE_ANSWERS, 'G.k: unknown recurrence answer'),
  additional_info: text(),
  // G.k.9.i.2.r (R2 B.4.k.18): causality assessments of this drug, each naming its reaction by its place in `reactions`.
  reaction_assessments: z.array(e2bReactionAssessmentSchema).default([]),
});

/** A primary source after the first (C.2.r, r > 1): the first one's fields, under the same names. */
export const e2bReporterSchema = z.object({
  reporter_title: text(),
  reporter_given_name: text(),
  reporter_family_name: text(),
  reporter_organization: text(),
  reporter_department: text(),
  reporter_email: text(),
  reporter_phone: text(),
  reporter_type: code(REPORTER_QUALIFICATIONS, 'C.2.r: unknown reporter type (1–5)'),
  reporter_street: text(),
  reporter_city: text(),
  reporter_state: text(),
  reporter_postal_code: text(),
  reporter_country: text(),
});

export const e2bPatientSchema = z.object({
  initials: text(),
  gender: code(GENDERS, 'D: unknown gender'),
  birth_date: date('D: birth date is not a date'),
  age: amount('D: age must be a number ≥ 0'),
  age_unit: code(AGE_UNITS, 'D: unknown age unit'),
  age_group: code(AGE_GROUPS, 'D: unknown age group'),
  weight: amount('D: weight must be a number ≥ 0'),
  height: amount('D: height must be a number ≥ 0'),
  last_menstrual_date: date('D: last menstrual date is not a date'),
  pregnancy_duration: amount('D: pregnancy duration must be 0 to 45 weeks', 45),
  medical_history: text(),
  past_drug_therapy: text(),
  death_date: date('D: date of death is not a date'),
  death_cause: text(),
  autopsy_yes_no: code(AUTOPSY_ANSWERS, 'D: unknown autopsy answer'),
});

export const e2bCaseSchema = z
  .object({
    case_id: requiredText('C.1: case id is required'),
    case_reference_id: text(),
    // C.1.4 / C.1.5: when the organisation first received the report, and its most recent information (a case's
    // receipt dates, which start its clock). A file made without a case falls back to the transmission date.
    initial_receipt_date: date('C.1.4: date first received is not a date'),
    latest_receipt_date: date('C.1.5: date of most recent information is not a date'),
    // N: batch wrapper and message header
    batch_number: text(),
    batch_sender_identifier: text(),
    batch_receiver_identifier: text(),
    batch_date_of_message_creation: date('N.1: date of batch creation is not a date'),
    message_identifier: text(),
    message_header_sender_identifier: text(),
    message_header_receiver_identifier: text(),
    message_header_date_of_message_creation: date('N.2.r: date of message creation is not a date'),
    // C.1 report
    report_type: requiredCode(REPORT_TYPES, 'C.1: report type is required (1–4)'),
    report_identification: text(),
    primary_source_country: text(),
    occur_country: text(),
    transmission_date: requiredDate('C.1: transmission date is required'),
    reporter_comment: text(),
    // C.2.r primary source
    reporter_title: text(),
    reporter_given_name: text(),
    reporter_family_name: text(),
    reporter_organization: text(),
    reporter_department: text(),
    reporter_email: text(),
    reporter_phone: text(),
    // R2 A.2.1.4: every primary source states its qualification, so the report needs the reporter type.
    reporter_type: requiredCode(REPORTER_QUALIFICATIONS, 'C.2.r: reporter type is required (1–5)'),
    reporter_street: text(),
    reporter_city: text(),
    reporter_state: text(),
    reporter_postal_code: text(),
    reporter_country: text(),
    additional_reporters: z.array(e2bReporterSchema).default([]),
    // C.3 sender
    sender_type: requiredCode(SENDER_TYPES, 'C.3: sender type is required (1–6)'),
    sender_organization: requiredText('C.3: sender organisation is required'),
    sender_department: text(),
    sender_title: text(),
    sender_given_name: requiredText('C.3: sender given name is required'),
    sender_family_name: requiredText('C.3: sender family name is required'),
    sender_street: text(),
    sender_city: text(),
    sender_state: text(),
    sender_postal_code: text(),
    sender_country: requiredText('C.3: sender country is required'),
    sender_email: text(),
    sender_phone: text(),
    sender_diagnosis: text(),
    sender_comments: text(),
    // C.4.r literature and C.5 study
    literature_reference: text(),
    literature_title: text(),
    lit_author: text(),
    literature_journal: text(),
    literature_volume: text(),
    literature_pages: text(),
    literature_year: text(),
    study_name: text(),
    study_sponsor_number: text(),
    study_type: code(STUDY_TYPES, 'C.5: unknown study type'),
    study_registry_number: text(),
    study_registry_country: text(),
    // D, E.i, F.r, G.k
    patient: e2bPatientSchema.default({}),
    reactions: z.array(e2bReactionSchema).min(1, 'E.i: at least one reaction is required'),
    tests: z.array(e2bTestSchema).default([]),
    drugs: z.array(e2bDrugSchema).min(1, 'G.k: at least one drug is required'),
    // H narrative
    case_narrative: requiredText('H: case narrative is required'),
    reporter_comments: text(),
  })
  .refine(
    (report) =>
      report.message_header_receiver_identifier !== undefined ||
      report.batch_receiver_identifier !== undefined,
    {
      message: 'N.2.r: message receiver identifier is required',
      path: ['message_header_receiver_identifier'],
      // Also when other fields failed, so a form learns every missing field at once.
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    },
  );

export type E2bCaseInput = z.input<typeof e2bCaseSchema>;
export type E2bCase = z.output<typeof e2bCaseSchema>;
export type E2bReaction = z.output<typeof e2bReactionSchema>;
export type E2bTest = z.output<typeof e2bTestSchema>;
export type E2bDrug = z.output<typeof e2bDrugSchema>;
export type E2bReactionAssessment = z.output<typeof e2bReactionAssessmentSchema>;
export type E2bPatient = z.output<typeof e2bPatientSchema>;
export type E2bReporter = z.output<typeof e2bReporterSchema>;
