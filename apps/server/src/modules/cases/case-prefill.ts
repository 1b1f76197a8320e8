import { caseFieldDefinition, checkCaseFieldValue, type CaseFieldValue } from '@vigila/domain';
import { dataNumber, dataStrings, type ItemRow } from '../items/index.ts';
import { caseFactsFormValues, firstReactionTerm } from './case-facts-prefill.ts';

export const SENDER_DEPARTMENT = 'Pharmacovigilance';
/** ICH ICSR message type, E2B(R2) M.1.1. */
export const MESSAGE_TYPE = 'ichicsr';
const SPONTANEOUS_REPORT = '1';
const PHARMACEUTICAL_COMPANY = '1';

export interface PrefillContext {
  /** The item converted; null for a case entered by hand (/e2b), which starts with the header and sender only. */
  item: ItemRow | null;
  orgName: string;
  /** The creating user as stored (null if the row is missing). */
  user: { name: string; email: string } | null;
  /** YYYY-MM-DD (UTC). */
  today: string;
}

/** "Ana María López" → given "Ana María", family "López"; a single word is the given name only. */
export function splitPersonName(name: string): { given: string | null; family: string | null } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { given: null, family: null };
  if (words.length === 1) return { given: words[0] ?? null, family: null };
  return { given: words.slice(0, -1).join(' '), family: words.at(-1) ?? null };
}

function literatureFields(item: ItemRow): Record<string, string | null> {
  const year = dataNumber(item, 'year');
  const authors = dataStrings(item, 'authors');
  return {
    literature_title: item.title,
    lit_author: authors.length > 0 ? authors.join(', ') : item.author,
    literature_year: year === null ? null : String(year),
    literature_reference: item.url ?? `PMID ${item.externalId}`,
  };
}

/**
 * What a new case's form starts with (docs/decisions/0008-cases.md): the message header, today's dates, the sender
 * block from the creating user and organisation, the analyser's reaction term and case facts (product, seriousness,
 * patient, reporter) and, for an article, its reference.
 * Every value passes the field's own check; one that does not (an odd e-mail address, say) is left empty.
 */
export function prefillCaseForm(context: PrefillContext): Record<string, CaseFieldValue> {
  const { item, orgName, user, today } = context;
  const sender = splitPersonName(user?.name ?? '');
  const candidates: Record<string, string | boolean | null> = {
    ...(item ? caseFactsFormValues(item.caseFacts, item.reactionTerm) : {}),
    message_type: MESSAGE_TYPE,
    report_type: SPONTANEOUS_REPORT,
    transmission_date: today,
    batch_date_of_message_creation: today,
    message_header_date_of_message_creation: today,
    batch_sender_identifier: orgName,
    message_header_sender_identifier: orgName,
    sender_type: PHARMACEUTICAL_COMPANY,
    sender_organization: orgName,
    sender_department: SENDER_DEPARTMENT,
    sender_given_name: sender.given,
    sender_family_name: sender.family,
    sender_email: user?.email ?? null,
    reaction_term: item ? firstReactionTerm(item.reactionTerm, item.caseFacts) : null,
    ...(item?.source === 'literature' ? literatureFields(item) : {}),
  };
  const form: Record<string, CaseFieldValue> = {};
  for (const [field, value] of Object.entries(candidates)) {
    const definition = caseFieldDefinition(field);
    if (definition === undefined || value === null) continue;
    const check = checkCaseFieldValue(definition, value);
    if (check.ok && check.value !== null) form[field] = check.value;
  }
  return form;
}
