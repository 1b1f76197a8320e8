/**
 * Coded options of the case form (SPEC §3) and how each is written in ICH E2B(R2).
 * Most SPEC codes are the R2 codes themselves; three are not and are mapped here (see R2_* maps below).
 */
export const REPORT_TYPES = ['1', '2', '3', '4'] as const; // A.1.4
export const REPORTER_QUALIFICATIONS = ['1', '2', '3', '4', '5'] as const; // A.2.1.4
export const SENDER_TYPES = ['1', '2', '3', '4', '5', '6'] as const; // A.3.1.1
export const AGE_UNITS = ['801', '802', '803', '804', '805'] as const; // B.1.2.2b
export const DURATION_UNITS = ['801', '802', '803', '804', '805', '806'] as const; // B.2.i.5–7, B.4.k.15
export const AGE_GROUPS = ['1', '2', '3', '4', '5', '6'] as const; // B.1.2.3
export const GENDERS = ['1', '2', '0'] as const; // SPEC: 1 Male, 2 Female, 0 Unknown
export const AUTOPSY_ANSWERS = ['1', '2', '0'] as const; // SPEC: 1 Yes, 2 No, 0 Unknown
export const ROUTES = ['001', '002', '003', '004', '005', '006', '007'] as const; // SPEC's own short list
export const DRUG_ROLES = ['1', '2', '3'] as const; // B.4.k.1 drugcharacterization
export const ACTIONS_TAKEN = ['1', '2', '3', '4', '5', '6'] as const; // B.4.k.16
export const RECURRENCE_ANSWERS = ['1', '2', '3'] as const; // B.4.k.17.1
export const REACTION_OUTCOMES = ['1', '2', '3', '4', '5', '0'] as const; // SPEC: 0 = Unknown
export const STUDY_TYPES = ['1', '2', '3'] as const; // A.2.3.3
/** A question the file answers true or false, with the form's own "not answered" (unset): 1 Yes, 2 No. */
export const YES_NO_ANSWERS = ['1', '2'] as const; // C.1.7, FDA.C.1.12

/*
 * FDA regional elements (E2B(R3) only; FDA's icsr_data_elements.csv). Race and ethnicity are NCI Thesaurus codes;
 * UNK, MSK, NA (and OTH for race) are the null flavours FDA accepts when the value is not reportable, written as
 * such rather than as a code.
 */
export const LOCAL_CRITERIA_REPORT_TYPES = ['1', '2', '4', '5', '6'] as const; // FDA.C.1.7.1
export const RACES = ['C16352', 'C41259', 'C41260', 'C41219', 'C41261', 'OTH', 'UNK', 'MSK', 'NA'] as const; // FDA.D.11.r.1
export const ETHNICITIES = ['C17459', 'C41222', 'UNK', 'MSK', 'NA'] as const; // FDA.D.12
/** The codes of RACES and ETHNICITIES that are null flavours rather than NCI codes. */
export const FDA_NULL_FLAVORS: readonly string[] = ['OTH', 'UNK', 'MSK', 'NA'];

export type ReportType = (typeof REPORT_TYPES)[number];
export type ReporterQualification = (typeof REPORTER_QUALIFICATIONS)[number];
export type SenderType = (typeof SENDER_TYPES)[number];
export type AgeUnit = (typeof AGE_UNITS)[number];
export type DurationUnit = (typeof DURATION_UNITS)[number];
export type AgeGroup = (typeof AGE_GROUPS)[number];
export type Gender = (typeof GENDERS)[number];
export type AutopsyAnswer = (typeof AUTOPSY_ANSWERS)[number];
export type Route = (typeof ROUTES)[number];
export type DrugRole = (typeof DRUG_ROLES)[number];
export type ActionTaken = (typeof ACTIONS_TAKEN)[number];
export type RecurrenceAnswer = (typeof RECURRENCE_ANSWERS)[number];
export type ReactionOutcome = (typeof REACTION_OUTCOMES)[number];
export type StudyType = (typeof STUDY_TYPES)[number];
export type YesNoAnswer = (typeof YES_NO_ANSWERS)[number];
export type LocalCriteriaReportType = (typeof LOCAL_CRITERIA_REPORT_TYPES)[number];
export type Race = (typeof RACES)[number];
export type Ethnicity = (typeof ETHNICITIES)[number];

/**
 * SPEC outcome 0 = Unknown; R2 B.2.i.8 has 1–5 as in SPEC and 6 = unknown. 1–5 pass through unchanged.
 */
export const R2_REACTION_OUTCOME: Record<ReactionOutcome, string> = {
  '1': '1',
  '2': '2',
  '3': '3',
  '4': '4',
  '5': '5',
  '0': '6',
};

/** SPEC autopsy 0 = Unknown; R2 B.1.9.3 uses 1 yes, 2 no, 3 unknown. */
export const R2_AUTOPSY: Record<AutopsyAnswer, string> = { '1': '1', '2': '2', '0': '3' };

/** R2 B.1.5 patientsex has only 1 male and 2 female: an unknown sex is left out of the file. */
export const R2_PATIENT_SEX: Record<Gender, string | undefined> = { '1': '1', '2': '2', '0': undefined };

/**
 * The SPEC route list 001–007 is a local numbering; in R2 (B.4.k.8, attachment 2) 001 means "auricular".
 * Each SPEC route is written as the R2 route of the same meaning.
 */
export const R2_ROUTE: Record<Route, string> = {
  '001': '048', // oral
  '002': '042', // intravenous (not otherwise specified)
  '003': '030', // intramuscular
  '004': '058', // subcutaneous
  '005': '061', // topical
  '006': '055', // respiratory (inhalation)
  '007': '050', // other
};

/** All R2 route codes (attachment 2 of the guideline: 001 auricular … 067 vaginal). */
export const R2_ROUTE_CODES: readonly string[] = Array.from({ length: 67 }, (_, i) =>
  String(i + 1).padStart(3, '0'),
);
