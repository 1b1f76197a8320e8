import {
  ACTIONS_TAKEN,
  AGE_GROUPS,
  AGE_UNITS,
  AUTOPSY_ANSWERS,
  DRUG_ROLES,
  DURATION_UNITS,
  ETHNICITIES,
  GENDERS,
  LOCAL_CRITERIA_REPORT_TYPES,
  RACES,
  REACTION_OUTCOMES,
  RECURRENCE_ANSWERS,
  REPORTER_QUALIFICATIONS,
  REPORT_TYPES,
  ROUTES,
  SENDER_TYPES,
  STUDY_TYPES,
  YES_NO_ANSWERS,
} from '../e2b/code-lists.ts';

/**
 * Every editable field of a case's E2B form (SPEC §2.9, §3 "Case form data", §4.4, §5), in form order.
 * One table drives the server's single-field validation (PUT /case/{id}), the database columns, the form's
 * inputs and the mapping to the E2B builder, so a field cannot exist in one place and not the others.
 *
 * `field` is the snake_case name sent in PUT /case/{id} and stored as a column; `ui` is the form field name
 * the spec gives (camelCase for drug, reaction, patient, sender and narrative fields).
 */
export const CASE_FORM_SECTIONS = ['N', 'C1', 'C2', 'C3', 'C4', 'C5', 'D', 'E', 'F', 'G', 'H'] as const;
export type CaseFormSection = (typeof CASE_FORM_SECTIONS)[number];

export const CASE_FIELD_KINDS = [
  'text',
  'textarea',
  'date',
  'code',
  'number',
  'boolean',
  'email',
  'tel',
] as const;
export type CaseFieldKind = (typeof CASE_FIELD_KINDS)[number];

/** Names of the coded option lists of SPEC §3, for labels ("e2b.code.{list}.{code}" in the message catalogue). */
export const CODE_LISTS = {
  reportType: REPORT_TYPES,
  reporterType: REPORTER_QUALIFICATIONS,
  senderType: SENDER_TYPES,
  ageUnit: AGE_UNITS,
  durationUnit: DURATION_UNITS,
  ageGroup: AGE_GROUPS,
  gender: GENDERS,
  autopsy: AUTOPSY_ANSWERS,
  route: ROUTES,
  drugRole: DRUG_ROLES,
  actionTaken: ACTIONS_TAKEN,
  recurrence: RECURRENCE_ANSWERS,
  reactionOutcome: REACTION_OUTCOMES,
  studyType: STUDY_TYPES,
  yesNo: YES_NO_ANSWERS,
  localCriteriaReportType: LOCAL_CRITERIA_REPORT_TYPES,
  race: RACES,
  ethnicity: ETHNICITIES,
} as const;
export type CodeListName = keyof typeof CODE_LISTS;

export interface CaseFieldDefinition {
  readonly field: string;
  readonly ui: string;
  readonly section: CaseFormSection;
  readonly kind: CaseFieldKind;
  readonly codeList?: CodeListName;
  /** Needed to generate the E2B file (SPEC §5 required list, plus what E2B(R2) itself requires). */
  readonly required?: boolean;
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
  /** Longest accepted text; the E2B checker applies the guideline's own (shorter) lengths at generation. */
  readonly maxLength?: number;
  /**
   * The MedDRA coding of the term field named here (decision 0018): set with the term through the coding call, from
   * the organisation's release, and shown beside the term rather than as an input of its own.
   */
  readonly codes?: 'reaction_term' | 'indication';
}

const TEXT_MAX = 2000;
const LONG_TEXT_MAX = 100_000;

function f(
  section: CaseFormSection,
  field: string,
  ui: string,
  kind: CaseFieldKind,
  extra: Omit<CaseFieldDefinition, 'field' | 'ui' | 'section' | 'kind'> = {},
): CaseFieldDefinition {
  const maxLength =
    kind === 'textarea' ? LONG_TEXT_MAX : kind === 'boolean' || kind === 'number' ? undefined : TEXT_MAX;
  return { section, field, ui, kind, ...(maxLength === undefined ? {} : { maxLength }), ...extra };
}

const code = (list: CodeListName, required = false) => ({
  codeList: list,
  ...(required ? { required } : {}),
});
const atLeastZero = { min: 0 } as const;

export const CASE_FIELDS: readonly CaseFieldDefinition[] = [
  // N.1 batch wrapper and N.2.r message header (SPEC §7: the batch/message single-field saves)
  f('N', 'message_type', 'message_type', 'text'),
  f('N', 'batch_number', 'batch_number', 'text'),
  f('N', 'batch_sender_identifier', 'batch_sender_identifier', 'text'),
  f('N', 'batch_receiver_identifier', 'batch_receiver_identifier', 'text'),
  f('N', 'batch_date_of_message_creation', 'batch_date_of_message_creation', 'date'),
  f('N', 'message_identifier', 'message_identifier', 'text'),
  f('N', 'message_header_sender_identifier', 'message_header_sender_identifier', 'text'),
  // E2B(R2) M.1.6: the receiver must be named (EVHUMAN for EudraVigilance, for instance).
  f('N', 'message_header_receiver_identifier', 'message_header_receiver_identifier', 'text', {
    required: true,
  }),
  f('N', 'message_header_date_of_message_creation', 'message_header_date_of_message_creation', 'date'),
  // C.1 identification
  f('C1', 'transmission_date', 'transmission_date', 'date', { required: true }),
  f('C1', 'report_type', 'report_type', 'code', code('reportType', true)),
  f('C1', 'report_identification', 'report_identification', 'text'),
  f('C1', 'primary_source_country', 'primary_source_country', 'text'),
  f('C1', 'occur_country', 'occur_country', 'text'),
  f('C1', 'reporter_comment', 'reporter_comment', 'textarea'),
  // C.1.7 and FDA's regional C.1 elements (E2B(R3) only). A yes/no list rather than a checkbox, so "no" is an
  // answer of its own: left unanswered, C.1.7 is written as "no information", which FDA refuses (rule R0011).
  f('C1', 'meets_local_expedited_criteria', 'meetsLocalExpeditedCriteria', 'code', code('yesNo')),
  f(
    'C1',
    'fda_local_criteria_report_type',
    'fdaLocalCriteriaReportType',
    'code',
    code('localCriteriaReportType'),
  ),
  f('C1', 'fda_combination_product', 'fdaCombinationProduct', 'code', code('yesNo')),
  // C.2.r primary source (reporter)
  f('C2', 'reporter_title', 'reporter_title', 'text'),
  f('C2', 'reporter_given_name', 'reporter_given_name', 'text'),
  f('C2', 'reporter_family_name', 'reporter_family_name', 'text'),
  f('C2', 'reporter_organization', 'reporter_organization', 'text'),
  f('C2', 'reporter_department', 'reporter_department', 'text'),
  f('C2', 'reporter_street', 'reporter_street', 'text'),
  f('C2', 'reporter_city', 'reporter_city', 'text'),
  f('C2', 'reporter_state', 'reporter_state', 'text'),
  f('C2', 'reporter_postal_code', 'reporter_postal_code', 'text'),
  f('C2', 'reporter_country', 'reporter_country', 'text'),
  f('C2', 'reporter_email', 'reporter_email', 'email'),
  f('C2', 'reporter_phone', 'reporter_phone', 'tel'),
  // E2B(R2) A.2.1.4: every primary source states its qualification.
  f('C2', 'reporter_type', 'reporter_type', 'code', code('reporterType', true)),
  // C.3 sender
  f('C3', 'sender_type', 'senderType', 'code', code('senderType', true)),
  f('C3', 'sender_organization', 'senderOrganization', 'text', { required: true }),
  f('C3', 'sender_department', 'senderDepartment', 'text'),
  f('C3', 'sender_title', 'senderTitle', 'text'),
  f('C3', 'sender_given_name', 'senderGivenName', 'text', { required: true }),
  f('C3', 'sender_family_name', 'senderFamilyName', 'text', { required: true }),
  f('C3', 'sender_street', 'senderStreet', 'text'),
  f('C3', 'sender_city', 'senderCity', 'text'),
  f('C3', 'sender_state', 'senderState', 'text'),
  f('C3', 'sender_postal_code', 'senderPostalCode', 'text'),
  f('C3', 'sender_country', 'senderCountry', 'text', { required: true }),
  f('C3', 'sender_email', 'senderEmail', 'email'),
  f('C3', 'sender_phone', 'senderPhone', 'tel'),
  f('C3', 'sender_fax', 'senderFax', 'tel'),
  // C.4.r literature reference
  f('C4', 'literature_reference', 'reference', 'text'),
  f('C4', 'literature_title', 'title', 'text'),
  f('C4', 'lit_author', 'authors', 'text'),
  f('C4', 'literature_journal', 'journal', 'text'),
  f('C4', 'literature_volume', 'volume', 'text'),
  f('C4', 'literature_pages', 'pages', 'text'),
  f('C4', 'literature_year', 'year', 'text'),
  // C.5 study identification
  f('C5', 'study_name', 'studyName', 'text'),
  f('C5', 'study_sponsor_number', 'sponsorStudyNumber', 'text'),
  f('C5', 'study_type', 'studyType', 'code', code('studyType')),
  f('C5', 'study_registry_number', 'studyRegistryNumber', 'text'),
  f('C5', 'study_registry_country', 'studyRegistryCountry', 'text'),
  // D patient
  f('D', 'initials', 'patientInitials', 'text'),
  f('D', 'birth_date', 'patientBirthDate', 'date'),
  f('D', 'age', 'patientAge', 'number', atLeastZero),
  f('D', 'age_unit', 'patientAgeUnit', 'code', code('ageUnit')),
  f('D', 'age_group', 'patientAgeGroup', 'code', code('ageGroup')),
  f('D', 'gender', 'patientGender', 'code', code('gender')),
  // FDA.D.11.r.1 (one race; FDA allows several) and FDA.D.12, FDA regional (E2B(R3) only).
  f('D', 'race', 'patientRace', 'code', code('race')),
  f('D', 'ethnicity', 'patientEthnicity', 'code', code('ethnicity')),
  f('D', 'last_menstrual_date', 'patientLastMenstrualDate', 'date'),
  f('D', 'pregnancy_duration', 'patientPregnancyDuration', 'number', { min: 0, max: 45 }),
  f('D', 'weight', 'patientWeight', 'number', { min: 0, step: 0.1 }),
  f('D', 'height', 'patientHeight', 'number', atLeastZero),
  f('D', 'medical_history', 'patientMedicalHistory', 'textarea'),
  f('D', 'past_drug_therapy', 'patientPastDrugTherapy', 'textarea'),
  f('D', 'death_date', 'patientDeathDate', 'date'),
  f('D', 'death_cause', 'patientDeathCause', 'text'),
  f('D', 'autopsy_yes_no', 'patientAutopsyYesNo', 'code', code('autopsy')),
  // E.i reaction
  f('E', 'reaction_term', 'reactionTerm', 'text', { required: true }),
  f('E', 'reaction_meddra_code', 'reactionMedDRACode', 'text'),
  f('E', 'reaction_meddra_pt_code', 'reactionMedDRAPTCode', 'text', { codes: 'reaction_term', maxLength: 8 }),
  f('E', 'reaction_meddra_version', 'reactionMedDRAVersion', 'text', {
    codes: 'reaction_term',
    maxLength: 8,
  }),
  f('E', 'reaction_start_date', 'reactionStartDate', 'date'),
  f('E', 'reaction_end_date', 'reactionEndDate', 'date'),
  f('E', 'reaction_duration', 'reactionDuration', 'number', atLeastZero),
  f('E', 'reaction_duration_unit', 'reactionDurationUnit', 'code', code('durationUnit')),
  f('E', 'reaction_first_time', 'reactionFirstTime', 'number', atLeastZero),
  f('E', 'reaction_first_time_unit', 'reactionFirstTimeUnit', 'code', code('durationUnit')),
  f('E', 'reaction_last_time', 'reactionLastTime', 'number', atLeastZero),
  f('E', 'reaction_last_time_unit', 'reactionLastTimeUnit', 'code', code('durationUnit')),
  f('E', 'reaction_outcome', 'reactionOutcome', 'code', code('reactionOutcome')),
  f('E', 'death', 'seriousnessDeath', 'boolean'),
  f('E', 'life_threatening', 'seriousnessLifeThreatening', 'boolean'),
  f('E', 'hospitalization', 'seriousnessHospitalization', 'boolean'),
  f('E', 'disabling', 'seriousnessDisabling', 'boolean'),
  f('E', 'congenital_anomaly', 'seriousnessCongenitalAnomaly', 'boolean'),
  f('E', 'medically_important', 'seriousnessMedicallyImportant', 'boolean'),
  // F.r tests and procedures
  f('F', 'test_name', 'testName', 'text'),
  f('F', 'test_date', 'testDate', 'date'),
  f('F', 'test_result', 'testResult', 'text'),
  f('F', 'test_unit', 'testUnit', 'text'),
  f('F', 'normal_low_range', 'normalLowRange', 'text'),
  f('F', 'normal_high_range', 'normalHighRange', 'text'),
  f('F', 'test_more_info', 'testMoreInfo', 'textarea'),
  // G.k drug
  f('G', 'medicinal_product', 'medicinalProduct', 'text', { required: true }),
  f('G', 'active_substance', 'activeSubstance', 'text'),
  f('G', 'pharmaceutical_form', 'pharmaceuticalForm', 'text'),
  f('G', 'route_of_administration', 'routeOfAdministration', 'code', code('route')),
  f('G', 'drug_role', 'drugRole', 'code', code('drugRole', true)),
  f('G', 'indication', 'indication', 'text'),
  f('G', 'indication_meddra_code', 'indicationMedDRACode', 'text', { codes: 'indication', maxLength: 8 }),
  f('G', 'indication_meddra_pt_code', 'indicationMedDRAPTCode', 'text', {
    codes: 'indication',
    maxLength: 8,
  }),
  f('G', 'indication_meddra_version', 'indicationMedDRAVersion', 'text', {
    codes: 'indication',
    maxLength: 8,
  }),
  f('G', 'start_date', 'startDate', 'date'),
  f('G', 'end_date', 'endDate', 'date'),
  f('G', 'duration', 'duration', 'number', atLeastZero),
  f('G', 'duration_unit', 'durationUnit', 'code', code('durationUnit')),
  f('G', 'dosage_form', 'dosageForm', 'text'),
  f('G', 'dose_amount', 'doseAmount', 'number', atLeastZero),
  f('G', 'dose_unit', 'doseUnit', 'text'),
  f('G', 'dose_frequency', 'doseFrequency', 'text'),
  // SPEC §7 maps the drug's batchNumber to batch_number, the name the message batch already uses; the drug's
  // lot number is `drug_batch_number` so the two never overwrite each other (docs/decisions/0008).
  f('G', 'drug_batch_number', 'batchNumber', 'text'),
  f('G', 'action_taken', 'actionTaken', 'code', code('actionTaken')),
  f('G', 'drug_recurrance', 'drugRecurrance', 'code', code('recurrence')),
  f('G', 'additional_info', 'additionalInfo', 'textarea'),
  // H narrative
  f('H', 'case_narrative', 'caseNarrative', 'textarea', { required: true }),
  f('H', 'reporter_comments', 'reporterComments', 'textarea'),
  f('H', 'sender_diagnosis', 'senderDiagnosis', 'textarea'),
  f('H', 'sender_comments', 'senderComments', 'textarea'),
];

export const CASE_FIELD_NAMES: readonly string[] = CASE_FIELDS.map((definition) => definition.field);

const byName = new Map(CASE_FIELDS.map((definition) => [definition.field, definition]));

export function caseFieldDefinition(field: string): CaseFieldDefinition | undefined {
  return byName.get(field);
}

export function caseFieldsOfSection(section: CaseFormSection): readonly CaseFieldDefinition[] {
  return CASE_FIELDS.filter((definition) => definition.section === section);
}

/** The six seriousness criteria (E2B(R2) B.2.i.3): any one set makes the case serious. */
export const SERIOUSNESS_FIELDS = [
  'death',
  'life_threatening',
  'hospitalization',
  'disabling',
  'congenital_anomaly',
  'medically_important',
] as const;
export type SeriousnessField = (typeof SERIOUSNESS_FIELDS)[number];

/** A stored form value: text (dates YYYY-MM-DD, numbers and codes as their decimal text), a flag, or unset. */
export type CaseFieldValue = string | boolean | null;
