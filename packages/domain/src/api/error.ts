/**
 * The categories of the one AppError type; the server maps each to an HTTP status. An error without a stable code
 * of its own answers its category as `code`.
 */
export const ERROR_CODES = [
  'unauthorized',
  'forbidden',
  'not_found',
  'validation',
  'conflict',
  'payload_too_large',
  'unprocessable',
  'rate_limited',
  'bad_gateway',
  'unavailable',
  'insufficient_storage',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The HTTP status each category answers with; the only place where categories meet HTTP. */
export const HTTP_STATUS_BY_ERROR_CODE: Readonly<Record<ErrorCode, number>> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  bad_gateway: 502,
  unavailable: 503,
  insufficient_storage: 507,
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return ERROR_CODES.includes(value as ErrorCode);
}

/**
 * The code of an error body sent without one (a 4xx of Fastify itself, a plugin's refusal): the category of its
 * status, or `http_<status>` for a status no category has.
 */
export function errorCodeOfStatus(status: number): string {
  const category = ERROR_CODES.find((code) => HTTP_STATUS_BY_ERROR_CODE[code] === status);
  if (category) return category;
  return status >= 500 ? 'internal' : `http_${status}`;
}

/** One stable error of the API: its category (the HTTP status) and the spec's English text, word for word. */
export interface ApiErrorEntry {
  readonly category: ErrorCode;
  readonly text: string;
}
