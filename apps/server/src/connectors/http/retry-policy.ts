/** When and how long to wait before trying an outside API again. Pure functions, so the rules are testable. */

/** Statuses that say "try again later": timeout, too early, rate limited, and the transient server errors. */
const RETRYABLE_STATUSES = new Set([408, 425, 429, 500, 502, 503, 504]);

/**
 * Statuses with which a server says it did not process the request, so even a non-idempotent call (a POST that
 * exchanges a one-time code) may be sent again.
 */
const NOT_PROCESSED_STATUSES = new Set([429, 503]);

export function isRetryableStatus(status: number, idempotent: boolean): boolean {
  return idempotent ? RETRYABLE_STATUSES.has(status) : NOT_PROCESSED_STATUSES.has(status);
}

/**
 * Retry-After (RFC 9110 §10.2.3) in milliseconds: delay-seconds or an HTTP-date. Null when absent or unreadable;
 * a date in the past is 0.
 */
export function parseRetryAfter(value: string | null, now: Date = new Date()): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // An HTTP-date always names the day or month ("Sun, 06 Nov 1994 08:49:37 GMT"); Date.parse alone reads "-5" too.
  const date = /[a-z]{3}/i.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now.getTime());
}

/**
 * Exponential backoff with "equal jitter": half the exponential step fixed, half random, so many clients that
 * failed together do not retry together, and no wait is ever near zero.
 */
export function backoffDelay(
  attempt: number,
  options: { baseDelayMs: number; maxDelayMs: number; random?: () => number },
): number {
  const step = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** attempt);
  const random = options.random ?? Math.random;
  return Math.round(step / 2 + random() * (step / 2));
}
