export type HttpErrorKind = 'status' | 'timeout' | 'network' | 'too_large';

/**
 * A failed call to an outside API, after any retries. The message names the method and the URL without its query
 * string (query strings may carry API keys); `body` is the start of the response body for logs, never for users.
 */
export class HttpError extends Error {
  readonly kind: HttpErrorKind;
  readonly status: number | null;
  readonly body: string | null;
  /** The server's Retry-After, when it asked for a wait longer than the client was willing to do itself. */
  readonly retryAfterMs: number | null;
  readonly attempts: number;

  constructor(options: {
    kind: HttpErrorKind;
    method: string;
    url: string;
    attempts: number;
    status?: number;
    body?: string;
    retryAfterMs?: number | null;
    cause?: unknown;
  }) {
    const where = `${options.method} ${withoutQuery(options.url)}`;
    const what = options.kind === 'status' ? `HTTP ${options.status}` : options.kind.replace('_', ' ');
    super(
      `${where} failed: ${what} (after ${options.attempts} attempt${options.attempts === 1 ? '' : 's'})`,
      {
        cause: options.cause,
      },
    );
    this.name = 'HttpError';
    this.kind = options.kind;
    this.status = options.status ?? null;
    this.body = options.body ?? null;
    this.retryAfterMs = options.retryAfterMs ?? null;
    this.attempts = options.attempts;
  }
}

export function withoutQuery(url: string): string {
  const index = url.search(/[?#]/);
  return index === -1 ? url : url.slice(0, index);
}
