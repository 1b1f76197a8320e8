export interface RetryPolicy {
  /** Attempts after the first. */
  maxRetries: number;
  /** A Retry-After longer than this is not waited for in process: the caller fails now and its job retries later. */
  maxWaitSeconds: number;
  /** Per attempt. */
  timeoutSeconds: number;
  sleep?: (ms: number) => Promise<void>;
}

const RETRYABLE_STATUS = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export class HttpFailure extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly body: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'HttpFailure';
  }
}

/** Seconds to wait from a Retry-After header (delta seconds or an HTTP date), or null when absent or invalid. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, (date - now) / 1000);
}

function backoffSeconds(attempt: number): number {
  return Math.min(8, 0.5 * 2 ** attempt) * (1 - Math.random() * 0.25);
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * fetch with retries on network errors, timeouts, 429 and 5xx, waiting what Retry-After asks (DESIGN.md
 * "Outside APIs") or backing off exponentially. `request` builds the init afresh for each attempt (bodies are
 * streams). Resolves with the first successful response; throws HttpFailure with the last status otherwise.
 */
export async function fetchWithRetry(
  url: string,
  request: () => RequestInit,
  policy: RetryPolicy,
): Promise<Response> {
  const sleep = policy.sleep ?? defaultSleep;
  for (let attempt = 0; ; attempt += 1) {
    let wait: number;
    let failure: HttpFailure;
    try {
      const response = await fetch(url, {
        ...request(),
        signal: AbortSignal.timeout(policy.timeoutSeconds * 1000),
      });
      if (response.ok) return response;
      const body = await response.text().catch(() => '');
      failure = new HttpFailure(`HTTP ${response.status}`, response.status, body);
      if (!RETRYABLE_STATUS.has(response.status)) throw failure;
      wait = retryAfterSeconds(response.headers.get('retry-after')) ?? backoffSeconds(attempt);
    } catch (error) {
      if (error instanceof HttpFailure) throw error;
      failure = new HttpFailure('The request failed', null, '', { cause: error });
      wait = backoffSeconds(attempt);
    }
    if (attempt >= policy.maxRetries || wait > policy.maxWaitSeconds) throw failure;
    await sleep(wait * 1000);
  }
}
