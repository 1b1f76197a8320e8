import { buildE2bXml, type BuildE2bOptions } from '../../e2b/build-e2b-xml.ts';
import { checkE2bXml } from '../../e2b/check-e2b-xml.ts';
import { e2bCaseSchema, type E2bCaseInput } from '../../e2b/e2b-case.ts';
import { CASE_FIELDS, type CaseFieldValue } from '../case-fields.ts';
import { drugNameOf, reactionNameOf, type StoredPairAssessment } from '../case-assessment.ts';
import { entryHasContent, sectionEntries, type AdditionalEntries } from '../case-sections.ts';
import { checkCaseReport, type CaseReportRuleId } from './case-report-rules.ts';
import { reactionAssessmentsOf } from './assessments-to-e2b.ts';

type Form = Readonly<Record<string, CaseFieldValue | undefined>>;

export interface CaseE2bProblem {
  /** The case form field (snake_case) the problem belongs to, when it belongs to one. */
  field?: string;
  /** For a repeatable section's field: which entry, 0 for the first (the case's own field). */
  entry?: number;
  message: string;
  /** Set when the problem is one of the case rules both formats share (case-report-rules.ts), not the format's own. */
  rule?: CaseReportRuleId;
  /** The form section to go to (with a rule). */
  section?: string;
}

export type CaseE2bResult = { ok: true; xml: string } | { ok: false; problems: CaseE2bProblem[] };

const PATIENT_FIELDS = new Set(CASE_FIELDS.filter((d) => d.section === 'D').map((d) => d.field));
const TEST_FIELDS = CASE_FIELDS.filter((d) => d.section === 'F').map((d) => d.field);
const REPORTER_FIELDS = CASE_FIELDS.filter((d) => d.section === 'C2').map((d) => d.field);

/** Reaction form fields → E2B builder reaction keys (the builder keeps the case-form-data names of SPEC §3). */
const REACTION_KEYS: Readonly<Record<string, string>> = {
  reaction_term: 'term',
  reaction_meddra_code: 'med_dra_code',
  reaction_meddra_pt_code: 'med_dra_pt_code',
  reaction_meddra_version: 'med_dra_version',
  reaction_start_date: 'start_date',
  reaction_end_date: 'end_date',
  reaction_duration: 'duration',
  reaction_duration_unit: 'duration_unit',
  reaction_first_time: 'first_time',
  reaction_first_time_unit: 'first_time_unit',
  reaction_last_time: 'last_time',
  reaction_last_time_unit: 'last_time_unit',
  reaction_outcome: 'outcome',
  death: 'death',
  life_threatening: 'life_threatening',
  hospitalization: 'hospitalization',
  disabling: 'disabling',
  congenital_anomaly: 'congenital_anomaly',
  medically_important: 'medically_important',
};
const DRUG_FIELDS = CASE_FIELDS.filter((d) => d.section === 'G').map((d) => d.field);
const drugKey = (field: string): string => (field === 'drug_batch_number' ? 'batch_number' : field);

function present(value: CaseFieldValue | undefined): value is string | boolean {
  return value !== null && value !== undefined && value !== '';
}

function pick(form: Form, fields: Iterable<string>, key: (field: string) => string = (field) => field) {
  const picked: Record<string, string | boolean> = {};
  for (const field of fields) {
    const value = form[field];
    if (present(value)) picked[key(field)] = value;
  }
  return picked;
}

export interface CaseIdentity {
  id: string;
  reference_id?: string;
  /** C.1.4 and C.1.5 (YYYY-MM-DD or an ISO time): when the organisation received the report, and its latest news. */
  initial_receipt_date?: string;
  latest_receipt_date?: string;
}

/**
 * The E2B builder's input from a stored case: the flat form becomes the report's patient object, and each
 * repeatable section (its first entry in the form, the rest in `additional`) a list. A reporter, test or further
 * reaction or drug with no content is left out; the first reaction and drug are always written, so a missing
 * required field is named.
 */
export function caseToE2bInput(
  identity: CaseIdentity,
  form: Form,
  additional: AdditionalEntries | null = null,
  assessments: readonly StoredPairAssessment[] = [],
): E2bCaseInput {
  const topLevel = CASE_FIELDS.filter(
    (d) => !PATIENT_FIELDS.has(d.field) && d.section !== 'E' && d.section !== 'F' && d.section !== 'G',
  ).map((d) => d.field);
  const entries = (section: 'C2' | 'E' | 'F' | 'G') => sectionEntries(form, additional, section);
  const [, ...moreReactions] = entries('E');
  const [, ...moreDrugs] = entries('G');
  const [, ...moreReporters] = entries('C2');
  const reactions = [form, ...moreReactions.filter(entryHasContent)];
  const reactionNames = reactions.map(reactionNameOf);
  const drug = (entry: Form) => ({
    ...pick(entry, DRUG_FIELDS, drugKey),
    reaction_assessments: reactionAssessmentsOf(
      { drug: drugNameOf(entry), drugRole: entry.drug_role, reactions: reactionNames },
      assessments,
    ),
  });
  return {
    ...pick(form, topLevel),
    case_id: identity.id,
    case_reference_id: identity.reference_id,
    initial_receipt_date: identity.initial_receipt_date,
    latest_receipt_date: identity.latest_receipt_date,
    patient: pick(form, PATIENT_FIELDS),
    additional_reporters: moreReporters.filter(entryHasContent).map((entry) => pick(entry, REPORTER_FIELDS)),
    reactions: reactions.map((entry) =>
      pick(entry, Object.keys(REACTION_KEYS), (field) => REACTION_KEYS[field] ?? field),
    ),
    tests: entries('F')
      .map((entry) => pick(entry, TEST_FIELDS))
      .filter((test) => Object.keys(test).length > 0),
    drugs: [form, ...moreDrugs.filter(entryHasContent)].map(drug),
  } as E2bCaseInput;
}

const REACTION_FIELD_OF = new Map(Object.entries(REACTION_KEYS).map(([field, key]) => [key, field]));

/** A zod issue path of the builder input → the form field it came from. */
function formFieldOf(path: readonly PropertyKey[]): string | undefined {
  const [head, , key] = path.map(String);
  if (head === 'reactions') return key === undefined ? 'reaction_term' : REACTION_FIELD_OF.get(key);
  if (head === 'drugs')
    return key === undefined ? 'medicinal_product' : key === 'batch_number' ? 'drug_batch_number' : key;
  if (head === 'tests' || head === 'additional_reporters') return key;
  if (head === 'patient') return path.length > 1 ? String(path[1]) : undefined;
  return head;
}

/** Which entry of a repeatable section a zod issue path points into (reporters after the first count from 1). */
function entryOf(path: readonly PropertyKey[]): number | undefined {
  const [head, index] = path;
  if (typeof index !== 'number') return undefined;
  if (head === 'additional_reporters') return index + 1;
  return head === 'reactions' || head === 'drugs' || head === 'tests' ? index : undefined;
}

/** A schema issue of the builder input (R2 or R3) as a problem naming the form field and entry it came from. */
export function caseE2bProblemOf(issue: { path: readonly PropertyKey[]; message: string }): CaseE2bProblem {
  const field = formFieldOf(issue.path);
  const entry = entryOf(issue.path);
  if (field === undefined) return { message: issue.message };
  return entry === undefined || entry === 0
    ? { field, message: issue.message }
    : { field, entry, message: issue.message };
}

/**
 * The case rules both formats share (case-report-rules.ts) first, then the format's own schema issues on fields the
 * rules did not already name — so a case missing its narrative reads the same in R2 and R3, once.
 */
export function withCaseRules(
  form: Form,
  additional: AdditionalEntries | null,
  schemaIssues: readonly { path: readonly PropertyKey[]; message: string }[],
): CaseE2bProblem[] {
  const ruled = checkCaseReport(form, additional);
  const named = new Set(ruled.map((problem) => `${problem.field}#${problem.entry ?? 0}`));
  const own = schemaIssues
    .map(caseE2bProblemOf)
    .filter((problem) => problem.field === undefined || !named.has(`${problem.field}#${problem.entry ?? 0}`));
  return [...ruled, ...own];
}

/**
 * Builds and checks the E2B(R2) file of a case. Missing or invalid form fields come back as problems naming the
 * form field; a file that fails the structural checker is never returned.
 */
export function generateCaseE2b(
  identity: CaseIdentity,
  form: Form,
  options: BuildE2bOptions = {},
  additional: AdditionalEntries | null = null,
  assessments: readonly StoredPairAssessment[] = [],
): CaseE2bResult {
  const input = caseToE2bInput(identity, form, additional, assessments);
  const parsed = e2bCaseSchema.safeParse(input);
  const problems = withCaseRules(form, additional, parsed.success ? [] : parsed.error.issues);
  if (problems.length > 0 || !parsed.success) return { ok: false, problems };
  const xml = buildE2bXml(input, options);
  const check = checkE2bXml(xml);
  if (!check.ok)
    return { ok: false, problems: check.problems.map((problem) => ({ message: problem.message })) };
  return { ok: true, xml };
}
