import { setTimeout as delay } from 'node:timers/promises';
import { HttpError } from './http-error.ts';
import { readLimitedBody } from './read-limited-body.ts';
import { backoffDelay, isRetryableStatus, parseRetryAfter } from './retry-policy.ts';

export interface HttpClientOptions {
  /** Joined in front of relative request URLs ('/me/messages' → `${baseUrl}/me/messages`). */
  baseUrl?: string;
  headers?: Record<string, string>;
  /** Per attempt, from sending the request to the last byte of the body. Default 30 s. */
  timeoutMs?: number;
  /** Further attempts after the first. Default 3. */
  maxRetries?: number;
  /** First backoff step; doubles each attempt. Default 500 ms. */
  baseDelayMs?: number;
  /** Longest single wait (backoff or Retry-After). A longer Retry-After ends the retries: see HttpError.retryAfterMs. */
  maxDelayMs?: number;
  /** Spacing between the starts of two requests of this client: the API's published rate limit. Default 0. */
  minIntervalMs?: number;
  /** Larger responses fail with kind 'too_large' instead of filling memory. Default 50 MiB. */
  maxResponseBytes?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  /** Called before each wait-and-retry, e.g. to log it. */
  onRetry?: (event: { url: string; attempt: number; waitMs: number; reason: string }) => void;
}

type QueryValue = string | number | boolean | null | undefined;

export interface HttpRequest {
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Absolute (e.g. a next-page link the API returned) or relative to baseUrl. */
  url: string;
  /** Appended to the URL; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** A FormData body is sent as multipart/form-data (fetch sets the boundary); it can be sent again on a retry. */
  body?: string | URLSearchParams | Uint8Array<ArrayBuffer> | FormData;
  /** Sent as application/json. */
  json?: unknown;
  /**
   * Whether sending twice is harmless. Default: true for GET/HEAD/PUT/DELETE, false for POST/PATCH, which are then
   * retried only on 429 and 503 (the server did not process them), never after a timeout or a dropped connection.
   */
  idempotent?: boolean;
  signal?: AbortSignal;
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  url: string;
  body: Buffer;
  text(): string;
  json(): unknown;
}

export interface HttpClient {
  /** Resolves with a 2xx or 3xx response; throws HttpError for anything else, after the retries. */
  request(request: HttpRequest): Promise<HttpResponse>;
}

const defaults = {
  timeoutMs: 30_000,
  maxRetries: 3,
  baseDelayMs: 500,
  maxDelayMs: 30_000,
  minIntervalMs: 0,
  maxResponseBytes: 50 * 1024 * 1024,
};

const BODY_EXCERPT_CHARS = 500;

function buildUrl(baseUrl: string | undefined, request: HttpRequest): string {
  const absolute = /^https?:\/\//i.test(request.url);
  let url =
    absolute || !baseUrl ? request.url : `${baseUrl.replace(/\/$/, '')}/${request.url.replace(/^\//, '')}`;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value !== null && value !== undefined) params.append(name, String(value));
  }
  const query = params.toString();
  if (query) url += (url.includes('?') ? '&' : '?') + query;
  return url;
}

function toResponse(response: Response, body: Buffer): HttpResponse {
  return {
    status: response.status,
    headers: response.headers,
    url: response.url,
    body,
    text: () => body.toString('utf8'),
    json: () => JSON.parse(body.toString('utf8')) as unknown,
  };
}

/**
 * The one HTTP client every connector uses (DESIGN.md "Outside APIs"): a timeout per attempt, retries with
 * backoff that honour Retry-After, a client-wide pause after a 429, request spacing for rate limits, and a cap on
 * response size. It knows nothing about any particular API.
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const settings = { ...defaults, ...options };
  const fetchImpl = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number, signal?: AbortSignal) => delay(ms, undefined, { signal }));
  let nextSlot = 0; // earliest start of the next request (rate spacing and Retry-After pauses)

  async function waitForSlot(signal: AbortSignal | undefined): Promise<void> {
    const now = Date.now();
    const start = Math.max(now, nextSlot);
    nextSlot = start + settings.minIntervalMs;
    if (start > now) await sleep(start - now, signal);
  }

  type Attempt = { ok: true; response: Response; bytes: Buffer } | { ok: false; error: HttpError };

  async function attempt(request: HttpRequest, url: string, attemptNo: number): Promise<Attempt> {
    const timeout = AbortSignal.timeout(settings.timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    const headers: Record<string, string> = { ...options.headers, ...request.headers };
    let body: HttpRequest['body'] = request.body;
    if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    }
    const method = request.method ?? 'GET';
    try {
      const response = await fetchImpl(url, { method, headers, body, signal });
      const bytes = await readLimitedBody(response, settings.maxResponseBytes);
      if (bytes === null) {
        throw new HttpError({ kind: 'too_large', method, url, attempts: attemptNo, status: response.status });
      }
      return { ok: true, response, bytes };
    } catch (error) {
      if (error instanceof HttpError || request.signal?.aborted) throw error;
      const kind = timeout.aborted ? 'timeout' : 'network';
      return { ok: false, error: new HttpError({ kind, method, url, attempts: attemptNo, cause: error }) };
    }
  }

  return {
    async request(request) {
      const method = request.method ?? 'GET';
      const idempotent = request.idempotent ?? !['POST', 'PATCH'].includes(method);
      const url = buildUrl(options.baseUrl, request);
      for (let attemptNo = 1; ; attemptNo += 1) {
        await waitForSlot(request.signal);
        const result = await attempt(request, url, attemptNo);
        const canRetry = attemptNo <= settings.maxRetries;
        if (!result.ok) {
          if (!idempotent || !canRetry) throw result.error;
          const waitMs = backoffDelay(attemptNo - 1, settings);
          options.onRetry?.({ url, attempt: attemptNo, waitMs, reason: result.error.kind });
          await sleep(waitMs, request.signal);
          continue;
        }
        const { response, bytes } = result;
        if (response.status < 400) return toResponse(response, bytes);
        const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
        const failure = (retryAfter: number | null) =>
          new HttpError({
            ...{ kind: 'status', method, url, attempts: attemptNo, status: response.status },
            ...{ body: bytes.toString('utf8').slice(0, BODY_EXCERPT_CHARS), retryAfterMs: retryAfter },
          });
        if (!isRetryableStatus(response.status, idempotent) || !canRetry) throw failure(retryAfterMs);
        if (retryAfterMs !== null && retryAfterMs > settings.maxDelayMs) throw failure(retryAfterMs);
        const waitMs = retryAfterMs ?? backoffDelay(attemptNo - 1, settings);
        options.onRetry?.({ url, attempt: attemptNo, waitMs, reason: `HTTP ${response.status}` });
        if (response.status === 429) {
          nextSlot = Math.max(nextSlot, Date.now() + waitMs); // the limit is the client's, not this request's
        } else {
          await sleep(waitMs, request.signal);
        }
      }
    },
  };
}
