import { isRealCalendarDate } from '../dates.ts';
import { parseXml, XmlSyntaxError, type XmlElement } from '../xml-parser.ts';
import { fdaBusinessRules } from './fda-business-rules.ts';
import { evaluateFdaXPath } from './fda-xpath.ts';
import { R3_ELEMENT_FACTS, type R3ElementFact } from './r3-element-facts.ts';
import { present, xpathOf } from './r3-fact-paths.ts';
import { localName } from './xml-query.ts';

export interface E2bR3Problem {
  /** The ICH / FDA data element number, such as C.1.3 or E.i.2.1b. */
  element: string;
  /** The case form field the element is written from, when there is one. */
  field?: string;
  message: string;
}

export interface E2bR3CheckResult {
  ok: boolean;
  problems: E2bR3Problem[];
}

export interface E2bR3CheckOptions {
  /**
   * 'ich' (default) applies ICH conformance, lengths and code lists; 'fda' adds FDA's post-market regional
   * requirements (FDA.* elements, ZZFDA/CDER receivers…), which a file for another authority need not meet.
   */
  profile?: 'ich' | 'fda';
}

/** Data elements the builder writes from a case form field, so a problem can point at the field. */
const FIELD_OF_ELEMENT: Readonly<Record<string, string>> = {
  'N.1.2': 'batch_number',
  'N.1.3': 'batch_sender_identifier',
  'N.1.4': 'batch_receiver_identifier',
  'N.2.r.1': 'message_identifier',
  'N.2.r.2': 'message_header_sender_identifier',
  'N.2.r.3': 'message_header_receiver_identifier',
  'C.1.1': 'report_identification',
  'C.1.2': 'transmission_date',
  'C.1.3': 'report_type',
  'C.1.7': 'meets_local_expedited_criteria',
  'FDA.C.1.7.1': 'fda_local_criteria_report_type',
  'FDA.C.1.12': 'fda_combination_product',
  'C.2.r.1.1': 'reporter_title',
  'C.2.r.1.2': 'reporter_given_name',
  'C.2.r.1.4': 'reporter_family_name',
  'C.2.r.2.1': 'reporter_organization',
  'C.2.r.2.2': 'reporter_department',
  'C.2.r.2.3': 'reporter_street',
  'C.2.r.2.4': 'reporter_city',
  'C.2.r.2.5': 'reporter_state',
  'C.2.r.2.6': 'reporter_postal_code',
  'C.2.r.2.7': 'reporter_phone',
  'C.2.r.3': 'reporter_country',
  'C.2.r.4': 'reporter_type',
  'C.3.1': 'sender_type',
  'C.3.2': 'sender_organization',
  'C.3.3.1': 'sender_department',
  'C.3.3.2': 'sender_title',
  'C.3.3.3': 'sender_given_name',
  'C.3.3.5': 'sender_family_name',
  'C.3.4.1': 'sender_street',
  'C.3.4.2': 'sender_city',
  'C.3.4.3': 'sender_state',
  'C.3.4.4': 'sender_postal_code',
  'C.3.4.5': 'sender_country',
  'C.3.4.6': 'sender_phone',
  'C.3.4.7': 'sender_fax',
  'C.3.4.8': 'sender_email',
  'C.4.r.1': 'literature_reference',
  'C.5.2': 'study_name',
  'C.5.3': 'study_sponsor_number',
  'C.5.4': 'study_type',
  'D.1': 'initials',
  'D.2.1': 'birth_date',
  'D.2.2a': 'age',
  'D.2.3': 'age_group',
  'D.3': 'weight',
  'D.4': 'height',
  'D.5': 'gender',
  'D.6': 'last_menstrual_date',
  'D.7.2': 'medical_history',
  'FDA.D.11.r.1': 'race',
  'FDA.D.12': 'ethnicity',
  'D.9.1': 'death_date',
  'E.i.1.1a': 'reaction_term',
  'E.i.2.1a': 'reaction_meddra_version',
  'E.i.2.1b': 'reaction_meddra_code',
  'E.i.7': 'reaction_outcome',
  'F.r.2.1': 'test_name',
  'G.k.1': 'drug_role',
  'G.k.2.2': 'medicinal_product',
  'G.k.4.r.7': 'drug_batch_number',
  'G.k.4.r.8': 'dose_frequency',
  'G.k.7.r.1': 'indication',
  'G.k.7.r.2a': 'indication_meddra_version',
  'G.k.7.r.2b': 'indication_meddra_code',
  'G.k.11': 'additional_info',
  'H.1': 'case_narrative',
  'H.2': 'reporter_comments',
  'H.4': 'sender_comments',
};

const TIMESTAMP = /^(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(?:\.\d{1,4})?(?:[+-]\d{4})?$/;

function isTimestamp(value: string): boolean {
  const match = TIMESTAMP.exec(value);
  if (match === null) return false;
  const [, year, month, day, hour, minute, second] = match.map((part: string | undefined) =>
    part === undefined ? undefined : Number(part),
  );
  if (month !== undefined && (month < 1 || month > 12)) return false;
  if (day !== undefined && !isRealCalendarDate(year ?? 0, month ?? 0, day)) return false;
  return (hour ?? 0) < 24 && (minute ?? 0) < 60 && (second ?? 0) < 60;
}

function valueProblem(fact: R3ElementFact, value: string): string | undefined {
  const label = `${fact.element} ${fact.name}`;
  if (fact.maxLength !== undefined && Array.from(value).length > fact.maxLength)
    return `${label} is longer than ${fact.maxLength} characters`;
  if (fact.codes !== undefined && !fact.codes.includes(value))
    return `${label} has an unknown code "${value}" (allowed: ${fact.codes.join(', ')})`;
  if (fact.type === 'Date/Time' && !isTimestamp(value))
    return `${label} "${value}" is not a date (CCYYMMDD…)`;
  if (fact.type === 'Boolean' && value !== 'true' && value !== 'false')
    return `${label} must be true or false`;
  if (fact.type === 'N' && fact.codes === undefined && !/^-?\d+(?:\.\d+)?$/.test(value))
    return `${label} "${value}" is not a number`;
  return undefined;
}

/**
 * Repeating sections ([k], [i]…) below the message are checked per value, not for presence. A value that repeats
 * by itself (FDA.D.11.r.1 raceCode[r]/@code, one or more races) is still required once.
 */
const REPEAT_MARKER = /\[[a-z]\]/g;
const REPEATING_VALUE = /\[[a-z]\]\/(?:@[\w:]+|text\(\))(?:,\s*\d+\))?$/;
const isRepeating = (fact: R3ElementFact) =>
  (fact.xpath.match(REPEAT_MARKER) ?? []).length - (REPEATING_VALUE.test(fact.xpath) ? 1 : 0) > 1;

/**
 * Checks an E2B(R3) file against FDA's data element table: required elements present, values within their
 * maximum length, codes from their list, dates and booleans well formed, plus the FDA business rules that
 * need nothing but the file (profile 'fda').
 */
export function checkE2bR3Xml(xml: string, options: E2bR3CheckOptions = {}): E2bR3CheckResult {
  const profile = options.profile ?? 'ich';
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch (error) {
    if (!(error instanceof XmlSyntaxError)) throw error;
    return {
      ok: false,
      problems: [{ element: 'XML', message: `The file is not well-formed XML: ${error.message}` }],
    };
  }
  if (localName(root) !== 'MCCI_IN200100UV01')
    return {
      ok: false,
      problems: [{ element: 'N.1', message: 'The root element must be MCCI_IN200100UV01' }],
    };
  const problems: E2bR3Problem[] = [];
  for (const fact of R3_ELEMENT_FACTS) {
    const xpath = xpathOf(fact);
    if (xpath === null) continue;
    const field = FIELD_OF_ELEMENT[fact.element];
    const report = (message: string) =>
      problems.push({ element: fact.element, ...(field === undefined ? {} : { field }), message });
    const required = fact.ich === 'Required' || (profile === 'fda' && fact.fda === 'Required');
    if (required && !isRepeating(fact) && !present(root, xpath))
      report(`${fact.element} ${fact.name} is required`);
    for (const { value } of evaluateFdaXPath(root, xpath)) {
      const problem = valueProblem(fact, value);
      if (problem !== undefined) report(problem);
    }
  }
  if (profile === 'fda')
    for (const breach of fdaBusinessRules(root)) {
      const field = FIELD_OF_ELEMENT[breach.element];
      problems.push({ ...breach, ...(field === undefined ? {} : { field }) });
    }
  return { ok: problems.length === 0, problems };
}
