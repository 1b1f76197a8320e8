import { HttpError } from '../http/index.ts';

/**
 * What went wrong, grouped by what a person can do about it: fix the API key (auth), wait for the rate limit or
 * quota (quota), try again later (unavailable), or report a changed or broken API (bad_response).
 */
export type IbecsErrorKind = 'auth' | 'quota' | 'unavailable' | 'bad_response';

/**
 * An IBECS search that failed. The message is written for the person who started the search; `body` keeps the
 * start of the server's answer for logs. Transport failures keep their HttpError as the cause.
 */
export class IbecsError extends Error {
  readonly kind: IbecsErrorKind;
  readonly status: number | null;
  readonly body: string | null;

  constructor(
    message: string,
    options: { kind: IbecsErrorKind; status?: number | null; body?: string | null; cause?: unknown },
  ) {
    super(message, { cause: options.cause });
    this.name = 'IbecsError';
    this.kind = options.kind;
    this.status = options.status ?? null;
    this.body = options.body ?? null;
  }
}

/** Turns a failed call to the BVS search API into an IbecsError; anything that is not an HttpError is returned as is. */
export function toIbecsError(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const details = { status: error.status, body: error.body, cause: error };
  if (error.kind === 'timeout' || error.kind === 'network') {
    return new IbecsError(`IBECS search is unreachable (${error.kind}); try again later`, {
      kind: 'unavailable',
      ...details,
    });
  }
  if (error.kind === 'too_large') {
    return new IbecsError('IBECS search answered with a response too large to read', {
      kind: 'bad_response',
      ...details,
    });
  }
  const status = error.status ?? 0;
  if (status === 401 || status === 403) {
    return new IbecsError(
      `IBECS search rejected the API key (HTTP ${status}): check the BVS API key in the configuration`,
      { kind: 'auth', ...details },
    );
  }
  if (status === 429) {
    return new IbecsError('IBECS search rate limit reached (HTTP 429); try again later', {
      kind: 'quota',
      ...details,
    });
  }
  if (status >= 500) {
    return new IbecsError(`IBECS search is unavailable (HTTP ${status}); try again later`, {
      kind: 'unavailable',
      ...details,
    });
  }
  return new IbecsError(`IBECS search refused the request (HTTP ${status})`, {
    kind: 'bad_response',
    ...details,
  });
}
