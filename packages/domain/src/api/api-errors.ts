import { SOURCE_API_ERRORS } from '../sources/source-tables.ts';
import { errorCodeOfStatus, isErrorCode, type ErrorCode } from './error.ts';

interface ApiErrorEntry {
  readonly category: ErrorCode;
  readonly text: string;
}

/**
 * Every fixed error text the API answers, under a stable snake_case code (sent as `code` beside `error`). The text
 * is the spec's English, word for word; the web shows `apiError.<code>` of its message catalogue instead, in the
 * reader's language. Texts made at run time (validation details, an outside service's reason) have no entry: they
 * answer their category as code and are shown as sent. A code never reuses a category's name, so a category code
 * never picks up one entry's text.
 */
export const API_ERRORS = {
  // Sign-in and access rules (http/)
  sign_in_required: { category: 'unauthorized', text: 'Unauthorized' },
  no_membership: { category: 'forbidden', text: 'You are not a member of any organisation' },
  not_organisation_member: { category: 'forbidden', text: 'You are not a member of an organisation' },
  no_organization_membership: { category: 'forbidden', text: 'No organization membership' },
  members_manager_only: { category: 'forbidden', text: 'You do not have permission to manage members' },
  organization_not_found: { category: 'not_found', text: 'Organization not found' },
  identity_provider_unavailable: { category: 'unavailable', text: 'Identity provider unavailable' },
  database_unavailable: { category: 'unavailable', text: 'Database unavailable' },
  invalid_json_body: { category: 'validation', text: 'Invalid JSON body' },
  internal_error: { category: 'internal', text: 'Internal server error' },
  storage_full: {
    category: 'insufficient_storage',
    text: "The server's storage is full: the file was not saved. Ask your administrator to free space.",
  },
  shutting_down: { category: 'unavailable', text: 'The server is shutting down' },
  storage_not_ready: {
    category: 'unavailable',
    text: 'The server’s storage is full or nearly full: uploads cannot be saved',
  },
  // Users
  user_not_found: { category: 'not_found', text: 'User not found' },
  register_self_only: { category: 'forbidden', text: 'You can only register yourself' },
  email_taken: { category: 'conflict', text: 'This email address belongs to another account' },
  // Items and their files
  item_not_found: { category: 'not_found', text: 'Item not found' },
  email_not_found: { category: 'not_found', text: 'Email not found' },
  recording_not_found: { category: 'not_found', text: 'Recording not found' },
  review_not_found: { category: 'not_found', text: 'Review not found' },
  comment_not_found: { category: 'not_found', text: 'Comment not found' },
  literature_item_not_found: { category: 'not_found', text: 'Literature item not found' },
  file_link_invalid: { category: 'forbidden', text: 'This link is invalid or has expired' },
  file_not_found: { category: 'not_found', text: 'File not found' },
  // E-mails and mailboxes
  only_eml_files: { category: 'validation', text: 'Please upload only .eml files' },
  eml_field_missing: { category: 'validation', text: 'Send one .eml file in the form field "email"' },
  not_an_email: { category: 'validation', text: 'This file is not a valid e-mail message (RFC 822).' },
  email_too_large: { category: 'payload_too_large', text: 'This e-mail is larger than the 25 MB limit' },
  email_unreadable: {
    category: 'unprocessable',
    text: 'This e-mail is too complex to read safely: it was not saved',
  },
  mailbox_not_found: { category: 'not_found', text: 'Mailbox not found' },
  mailbox_managers_only: {
    category: 'forbidden',
    text: 'Only owners, admins and managers can connect or remove mailboxes',
  },
  microsoft_not_configured: {
    category: 'unavailable',
    text: 'Microsoft 365 is not configured on this server',
  },
  gmail_not_configured: { category: 'unavailable', text: 'Gmail is not configured on this server' },
  // Recordings
  only_audio_files: { category: 'validation', text: 'Please upload only audio files' },
  audio_field_missing: { category: 'validation', text: 'Send one audio file in the form field "audio"' },
  recording_too_large: {
    category: 'payload_too_large',
    text: 'This recording is larger than the 200 MB limit',
  },
  // Train AI and analysis models
  flag_judged_twice: { category: 'validation', text: 'Each flag can be judged once' },
  feedback_mismatch: { category: 'validation', text: "Feedback does not match the item's current flags" },
  ensemble_required: { category: 'validation', text: 'Organisation models need the ensemble analyser' },
  invalid_list_cursor: {
    category: 'validation',
    text: 'This list position is not valid: load the list again',
  },
  model_version_not_found: { category: 'not_found', text: 'Model version not found' },
  // Cases
  case_not_found: { category: 'not_found', text: 'Case not found' },
  case_id_mismatch: { category: 'validation', text: 'The case id in the body does not match the path' },
  e2b_not_ready: { category: 'unprocessable', text: 'The case is not ready for an E2B report' },
  section_entry_not_found: { category: 'not_found', text: 'This entry of the section does not exist' },
  section_full: { category: 'validation', text: 'A section holds at most 50 entries' },
  field_not_in_section: { category: 'validation', text: 'This field does not belong to the section' },
  section_order_invalid: {
    category: 'validation',
    text: 'The new order must name each entry of the section once',
  },
  section_not_coded: {
    category: 'validation',
    text: 'Only reactions (E) and drug indications (G) are coded in MedDRA',
  },
  meddra_term_not_found: {
    category: 'validation',
    text: 'This MedDRA term is not a current term of the organisation’s release',
  },
  assignee_not_member: { category: 'validation', text: 'The assignee must be a member of the organisation' },
  // E2B import (the texts are importE2bXml's refusals, cases/e2b/import-e2b-xml.ts)
  e2b_file_missing: { category: 'validation', text: 'Send one E2B XML file in the form field "file"' },
  e2b_not_e2b: { category: 'validation', text: 'The file is not an E2B(R2) or E2B(R3) message' },
  e2b_entities: { category: 'validation', text: 'The file declares entities, which are not accepted' },
  e2b_no_case: { category: 'validation', text: 'The file holds no safety report' },
  e2b_too_large: { category: 'payload_too_large', text: 'The file is larger than 10 MB' },
  case_link_to_itself: { category: 'validation', text: 'A case cannot be linked to itself' },
  cases_already_linked: { category: 'conflict', text: 'These cases are already linked' },
  case_link_not_found: { category: 'not_found', text: 'Case link not found' },
  // Profile
  password_incorrect: { category: 'validation', text: 'The current password is not right' },
  password_not_managed: {
    category: 'conflict',
    text: 'Your password is kept by your organisation’s identity provider: change it there',
  },
  // Team
  member_not_found: { category: 'not_found', text: 'Member not found' },
  owner_only: { category: 'forbidden', text: 'Only an owner can grant or remove the owner role' },
  last_owner: { category: 'conflict', text: 'An organisation needs at least one owner' },
  own_roles: { category: 'forbidden', text: 'You cannot raise your own roles' },
  role_above_own: { category: 'forbidden', text: 'You can only grant or take away roles up to your own' },
  already_member: { category: 'conflict', text: 'This address is already a member of the organisation' },
  already_invited: { category: 'conflict', text: 'An invitation to this address is already pending' },
  invitation_not_found: { category: 'not_found', text: 'Invitation not found' },
  invitation_not_pending: {
    category: 'conflict',
    text: 'This invitation was already accepted, revoked or has expired',
  },
  // Custom reports
  custom_report_not_found: { category: 'not_found', text: 'Saved report not found' },
  custom_report_name_taken: {
    category: 'conflict',
    text: 'A saved report of your organisation already has this name: choose another',
  },
  custom_report_not_yours: {
    category: 'forbidden',
    text: 'Only the member who saved this report, an owner, an admin or a manager can change or delete it',
  },
  // Monitored sources
  source_not_found: { category: 'not_found', text: 'Monitored source not found' },
  // Each source's own (a key its rules refuse, a key it does not monitor): in its definition
  ...SOURCE_API_ERRORS,
  outside_service_failed: { category: 'bad_gateway', text: 'The outside service could not be read' },
  // MedDRA (decision 0018)
  meddra_admins_only: {
    category: 'forbidden',
    text: 'Only owners and admins can upload a MedDRA release',
  },
  meddra_release_too_large: {
    category: 'payload_too_large',
    text: 'A MedDRA file is larger than the 50 MB limit',
  },
} as const satisfies Record<string, ApiErrorEntry>;

export type ApiErrorCode = keyof typeof API_ERRORS;
export const API_ERROR_CODES = Object.keys(API_ERRORS) as ApiErrorCode[];

/** What a response's `code` can be: a stable code, or the category of an error without one. */
export type ResponseErrorCode = ApiErrorCode | ErrorCode;

export function isApiErrorCode(code: unknown): code is ApiErrorCode {
  return typeof code === 'string' && Object.hasOwn(API_ERRORS, code);
}

const CODE_BY_TEXT = new Map<string, ApiErrorCode>(
  API_ERROR_CODES.map((code) => [`${API_ERRORS[code].category} ${API_ERRORS[code].text}`, code]),
);

/**
 * The stable code of an error made the old way (category and text): the entry with this very text and category,
 * else the category itself. Throw sites that name their code (AppError.of) need no lookup.
 */
export function apiErrorCodeOf(category: ErrorCode, text: string): ResponseErrorCode {
  return CODE_BY_TEXT.get(`${category} ${text}`) ?? category;
}

/** The code of an error body sent without one: its text's stable code when the status's category has it. */
export function apiErrorCodeOfBody(status: number, text: string): string {
  const fallback = errorCodeOfStatus(status);
  return isErrorCode(fallback) ? apiErrorCodeOf(fallback, text) : fallback;
}
