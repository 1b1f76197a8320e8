import type { CaseFieldValue } from '../case-fields.ts';
import {
  entryHasContent,
  sectionEntries,
  type AdditionalEntries,
  type SectionEntry,
} from '../case-sections.ts';
import { MEDDRA_CODED_TERMS, type CodedTermFields } from '../meddra-coded-terms.ts';

type Form = Readonly<Record<string, CaseFieldValue | undefined>>;

/**
 * The one rule set a case must pass before either E2B file (R2 or R3) is made (issue 26 point 2, decision 0038): the
 * ICH-required elements and the content rules, read from the saved case — not from either file — so the two formats
 * cannot disagree about what is missing. Each rule has one message (`e2bRule.<id>` in the catalogue, English below
 * and Spanish in es-case-form.ts); what only one format's schema or structure demands stays with that format's checker.
 */
export const CASE_REPORT_RULES = {
  // N.2.r.3 / R2 M.1.6: whom the report is for.
  receiverIdentifier: { section: 'N', field: 'message_header_receiver_identifier' },
  // C.1.2 / R2 A.1.3 and C.1.3 / A.1.4.
  transmissionDate: { section: 'C1', field: 'transmission_date' },
  reportType: { section: 'C1', field: 'report_type' },
  // C.2.r.4 / R2 A.2.1.4: an identifiable reporter states their qualification.
  reporterType: { section: 'C2', field: 'reporter_type' },
  // C.3: the sender, who answers for the report.
  senderType: { section: 'C3', field: 'sender_type' },
  senderOrganization: { section: 'C3', field: 'sender_organization' },
  senderGivenName: { section: 'C3', field: 'sender_given_name' },
  senderFamilyName: { section: 'C3', field: 'sender_family_name' },
  senderCountry: { section: 'C3', field: 'sender_country' },
  // E.i, per reaction: the reported words, and their MedDRA code (a regulator reads the code, not the words).
  reactionTerm: { section: 'E', field: 'reaction_term' },
  reactionUncoded: { section: 'E', field: 'reaction_term' },
  // G.k, per drug: the product, its role, and the indication's MedDRA code when an indication is given.
  medicinalProduct: { section: 'G', field: 'medicinal_product' },
  drugRole: { section: 'G', field: 'drug_role' },
  indicationUncoded: { section: 'G', field: 'indication' },
  // H.1: the case narrative.
  caseNarrative: { section: 'H', field: 'case_narrative' },
} as const satisfies Record<string, { section: string; field: string }>;

export type CaseReportRuleId = keyof typeof CASE_REPORT_RULES;

/** The catalogue key of a rule's message; the repeatable sections' messages take `{n}`, the entry's number from 1. */
export type CaseReportRuleKey = `e2bRule.${CaseReportRuleId}`;

export const caseReportRuleKey = (rule: CaseReportRuleId): CaseReportRuleKey => `e2bRule.${rule}`;

/** The English message of each rule (the catalogue spreads it; the server answers it). */
export const CASE_REPORT_RULE_TEXTS_EN = {
  'e2bRule.receiverIdentifier': 'Name the receiver of the report (message receiver identifier)',
  'e2bRule.transmissionDate': 'Enter the date of this transmission',
  'e2bRule.reportType': 'Choose the report type',
  'e2bRule.reporterType': "Choose the reporter's qualification",
  'e2bRule.senderType': 'Choose the sender type',
  'e2bRule.senderOrganization': "Enter the sender's organisation",
  'e2bRule.senderGivenName': "Enter the sender's given name",
  'e2bRule.senderFamilyName': "Enter the sender's family name",
  'e2bRule.senderCountry': "Enter the sender's country",
  'e2bRule.reactionTerm': 'Reaction {n}: enter the reaction as reported',
  'e2bRule.reactionUncoded': 'Reaction {n}: code the reaction in MedDRA (pick its term from the search)',
  'e2bRule.medicinalProduct': 'Drug {n}: enter the medicinal product',
  'e2bRule.drugRole': 'Drug {n}: choose the drug role (suspect, concomitant or interacting)',
  'e2bRule.indicationUncoded': 'Drug {n}: code the indication in MedDRA (pick its term from the search)',
  'e2bRule.caseNarrative': 'Write the case narrative',
} as const satisfies Record<CaseReportRuleKey, string>;

/** One thing to fix before a report may go out: the rule, the section and field to go to, and which entry. */
export interface CaseReportProblem {
  rule: CaseReportRuleId;
  /** The form section (case-sections.ts), so the reviewer knows where to go. */
  section: string;
  field: string;
  /** For a repeatable section (E, G): which entry, 0 for the first (the case's own fields). */
  entry?: number;
  /** The English message (the web shows the catalogue's, in the reader's language). */
  message: string;
}

const given = (value: CaseFieldValue | undefined): boolean =>
  value !== null && value !== undefined && (typeof value !== 'string' || value.trim() !== '');

function problem(rule: CaseReportRuleId, entry?: number): CaseReportProblem {
  const { section, field } = CASE_REPORT_RULES[rule];
  const message = CASE_REPORT_RULE_TEXTS_EN[caseReportRuleKey(rule)].replace('{n}', String((entry ?? 0) + 1));
  return { rule, section, field, ...(entry === undefined ? {} : { entry }), message };
}

/**
 * Whether a term's words carry a MedDRA code. The coding call saves LLT and PT together; an imported file may carry
 * only one of them (R3 E.i.2.1b is the LLT, an R2 file may give the PT alone), which is still a coded term.
 */
function isCoded(entry: SectionEntry, fields: CodedTermFields): boolean {
  return given(entry[fields.lltCode]) || given(entry[fields.ptCode]);
}

/** The entries a report writes: the first always (so what it lacks is named), the others when they hold anything. */
function reportedEntries(
  form: Form,
  additional: AdditionalEntries | null,
  section: 'E' | 'G',
): SectionEntry[] {
  const [first, ...rest] = sectionEntries(form, additional, section);
  return [first ?? {}, ...rest.filter(entryHasContent)];
}

const SINGLE_FIELD_RULES = [
  'receiverIdentifier',
  'transmissionDate',
  'reportType',
  'reporterType',
  'senderType',
  'senderOrganization',
  'senderGivenName',
  'senderFamilyName',
  'senderCountry',
] as const satisfies readonly CaseReportRuleId[];

/**
 * Everything that keeps a saved case from going to a regulator, in form order: a required element missing, a
 * reaction or indication not MedDRA-coded. Empty when the case may be reported (the format's own checks follow).
 */
export function checkCaseReport(
  form: Form,
  additional: AdditionalEntries | null = null,
): CaseReportProblem[] {
  const problems: CaseReportProblem[] = [];
  for (const rule of SINGLE_FIELD_RULES) {
    // A batch receiver (N.1.4) also names whom the message is for.
    if (rule === 'receiverIdentifier' && given(form.batch_receiver_identifier)) continue;
    if (!given(form[CASE_REPORT_RULES[rule].field])) problems.push(problem(rule));
  }
  reportedEntries(form, additional, 'E').forEach((reaction, entry) => {
    if (!given(reaction.reaction_term)) problems.push(problem('reactionTerm', entry));
    else if (!isCoded(reaction, MEDDRA_CODED_TERMS.E)) problems.push(problem('reactionUncoded', entry));
  });
  reportedEntries(form, additional, 'G').forEach((drug, entry) => {
    if (!given(drug.medicinal_product)) problems.push(problem('medicinalProduct', entry));
    if (!given(drug.drug_role)) problems.push(problem('drugRole', entry));
    if (given(drug.indication) && !isCoded(drug, MEDDRA_CODED_TERMS.G))
      problems.push(problem('indicationUncoded', entry));
  });
  if (!given(form.case_narrative)) problems.push(problem('caseNarrative'));
  return problems;
}
