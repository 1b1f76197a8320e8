import { API_ERROR_CODES, API_ERRORS, type ApiErrorCode } from '../api/api-errors.ts';

/** `apiError.<code>` keys of the message catalogue: what the web shows for an API error's stable code. */
export type ApiErrorMessages = {
  readonly [K in ApiErrorCode as `apiError.${K}`]: (typeof API_ERRORS)[K]['text'];
};

/** English: the server's own text of each code (api/api-errors.ts), so the two can never drift apart. */
export const enApiErrors = Object.fromEntries(
  API_ERROR_CODES.map((code) => [`apiError.${code}`, API_ERRORS[code].text]),
) as ApiErrorMessages;
