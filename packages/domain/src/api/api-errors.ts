import { SOURCE_API_ERRORS } from '../sources/source-tables.ts';
import { errorCodeOfStatus, isErrorCode, type ApiErrorEntry, type ErrorCode } from './error.ts';
import { usersErrors } from './endpoints/users-addresses.ts';
import { sourceItemsErrors } from './endpoints/source-items-addresses.ts';
import { intakeErrors } from './endpoints/intake-addresses.ts';
import { reviewErrors } from './endpoints/review-addresses.ts';
import { casesErrors } from './endpoints/cases-addresses.ts';
import { caseWorkErrors } from './endpoints/case-work-addresses.ts';
import { reportingRulesErrors } from './endpoints/reporting-rules-addresses.ts';
import { duplicatesErrors } from './endpoints/duplicates-addresses.ts';
import { teamErrors } from './endpoints/team-addresses.ts';
import { customReportsErrors } from './endpoints/custom-reports-addresses.ts';
import { sourcesErrors } from './endpoints/sources-addresses.ts';
import { meddraErrors } from './endpoints/meddra-addresses.ts';
import { workflowErrors } from './endpoints/workflow-addresses.ts';
import { retentionErrors } from './endpoints/retention-addresses.ts';
import { productErrors } from './endpoints/products-addresses.ts';

/**
 * Every fixed error text the API answers, under a stable snake_case code (sent as `code` beside `error`). The text
 * is the spec's English, word for word; the web shows `apiError.<code>` of its message catalogue instead, in the
 * reader's language. Texts made at run time (validation details, an outside service's reason) have no entry: they
 * answer their category as code and are shown as sent. A code never reuses a category's name, so a category code
 * never picks up one entry's text.
 *
 * Each area's codes sit beside its call addresses (`endpoints/<area>-addresses.ts`, zod-free like this table, which
 * the web's catalogues read): an area's calls and the errors they answer are read in one file; this table spreads
 * them, with the errors every call can answer.
 */
export const API_ERRORS = {
  // Every call's: sign-in and access rules, the body, the list position, storage (http/)
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
  invalid_list_cursor: {
    category: 'validation',
    text: 'This list position is not valid: load the list again',
  },
  ...usersErrors,
  ...sourceItemsErrors,
  ...intakeErrors,
  ...reviewErrors,
  ...casesErrors,
  ...caseWorkErrors,
  ...reportingRulesErrors,
  ...duplicatesErrors,
  ...teamErrors,
  ...customReportsErrors,
  ...sourcesErrors,
  // Each source's own (a key its rules refuse, a key it does not monitor): in its definition
  ...SOURCE_API_ERRORS,
  ...meddraErrors,
  ...workflowErrors,
  ...retentionErrors,
  ...productErrors,
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
