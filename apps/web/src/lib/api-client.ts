import {
  API_BASE_PATH,
  endpointPath,
  queryString,
  type Endpoint,
  type EndpointAddress,
  type EndpointAt,
  type EndpointResponse,
  type PathParamNames,
  type PathParamValues,
  type QueryValues,
} from '@vigila/domain';
import type { z } from 'zod';
import { useAuthStore } from './auth/auth-store.ts';
import { dispatchLogoutEvent } from './auth/logout-event.ts';
import { apiErrorMessage } from './i18n/api-error-message.ts';

/**
 * A failed call. `message` is what the reader sees: the catalogue's message for the answer's stable `code` in the
 * interface language, else the server's text, else 'HTTP {status}' when the body is empty. `serverText` keeps the
 * server's own words (SPEC §7: English), `code` the stable code (`case_not_found`, `validation`…) to branch on.
 */
export class ApiError extends Error {
  readonly serverText: string;

  constructor(
    serverText: string,
    readonly status: number,
    readonly code?: string,
    /** A 429's Retry-After, in seconds: when the server takes the same call again. */
    readonly retryAfterSeconds?: number,
    /** The failure's answer as read (JSON parsed): a documented error's own fields, such as a 422's `problems`. */
    readonly body?: unknown,
  ) {
    super(apiErrorMessage(code, serverText));
    this.name = 'ApiError';
    this.serverText = serverText;
  }
}

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const raw = await response.text();
    return raw === '' ? null : (JSON.parse(raw) as unknown);
  }
  return response.text();
}

function errorCode(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { code } = body as Record<string, unknown>;
  return typeof code === 'string' ? code : undefined;
}

function errorText(body: unknown): string {
  if (typeof body === 'string') return body.trim();
  if (body && typeof body === 'object') {
    const { error, message } = body as Record<string, unknown>;
    if (typeof error === 'string') return error;
    if (typeof message === 'string') return message;
    return JSON.stringify(body);
  }
  return '';
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-serialised, except FormData, which goes as multipart (uploads). */
  body?: unknown;
  signal?: AbortSignal;
}

function encodeBody(body: unknown): { body: BodyInit | undefined; contentType: string | null } {
  if (body === undefined) return { body: undefined, contentType: 'application/json' };
  // The browser writes the multipart boundary into the content type itself.
  if (body instanceof FormData) return { body, contentType: null };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

/**
 * Every call to the API (SPEC §7): JSON content type, bearer token when signed in, JSON or text answer.
 * A 401 ends the session everywhere: the store is cleared and the global logout event fires.
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const encoded = encodeBody(request.body);
  const headers = authHeaders();
  if (encoded.contentType) headers['Content-Type'] = encoded.contentType;

  const response = await fetch(`${API_BASE_PATH}${path}`, {
    method: request.method ?? 'GET',
    headers,
    body: encoded.body,
    signal: request.signal,
  });
  const body = await readBody(response);
  checkAnswer(response, body);
  return body as T;
}

function authHeaders(): Record<string, string> {
  const token = useAuthStore.getState().accessToken;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Retry-After in seconds (the form the rate limits send); undefined when absent or a date. */
function retryAfterSeconds(response: Response): number | undefined {
  const value = Number(response.headers.get('retry-after') ?? Number.NaN);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** A 401 ends the session; any other failure becomes an ApiError with the answer's message and code. */
function checkAnswer(response: Response, body: unknown): void {
  if (response.status === 401) {
    console.warn('Unauthorized - user logged out');
    useAuthStore.getState().logout();
    dispatchLogoutEvent();
  }
  if (!response.ok) {
    throw new ApiError(
      errorText(body) || `HTTP ${response.status}`,
      response.status,
      errorCode(body),
      retryAfterSeconds(response),
      body,
    );
  }
}

/**
 * The contract at the address: its body's input type, or the FormData of an upload. An address whose path is only
 * known at run time (a source's add call, chosen by its definition) cannot be typed by its contract: unknown.
 */
type BodyOf<A extends EndpointAddress> = string extends A['path']
  ? unknown
  : EndpointAt<A> extends infer E extends Endpoint
    ? E['body'] extends z.ZodType
      ? z.input<E['body']>
      : FormData | undefined
    : never;
type HasParams<A extends EndpointAddress> = [PathParamNames<A['path']>] extends [never] ? false : true;

/** What one call of an endpoint sends: its path parameters (required when the path has some), query and body. */
export type ApiCallOptions<A extends EndpointAddress> = (HasParams<A> extends true
  ? { params: PathParamValues<A['path']> }
  : { params?: undefined }) & {
  /** The list filters' URLSearchParams, or values (undefined, null and '' are left out). */
  query?: URLSearchParams | QueryValues;
  /** The JSON body of the contract, or the FormData of an upload. */
  body?: BodyOf<A>;
  signal?: AbortSignal;
};

type ApiCallArgs<A extends EndpointAddress> =
  HasParams<A> extends true ? [options: ApiCallOptions<A>] : [options?: ApiCallOptions<A>];

/** The answer the contract at the address types (its success schema's output). */
export type ApiAnswer<A extends EndpointAddress> = EndpointResponse<EndpointAt<A>>;

const fillPath = endpointPath as (
  address: EndpointAddress,
  params?: Readonly<Record<string, string | number>>,
) => string;

function queryOf(query: URLSearchParams | QueryValues | undefined): string {
  if (!(query instanceof URLSearchParams)) return queryString(query);
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * One call of an endpoint by its address (@vigila/domain, by area: `reviewAddresses`, `caseAddresses`…): method and
 * path, the same objects the contracts are built on, so no web file writes a path. The address tables hold no zod,
 * so a call loads no schema; the body and the answer are typed by the contract at that address (`EndpointAt`, a
 * type only). `apiCall(reviewAddresses.changeStatus, { body })`,
 * `apiCall(caseAddresses.getCase, { params: { id }, signal })`. Callers that must not trust the server check the
 * answer with readAnswer.
 */
export function apiCall<A extends EndpointAddress>(
  address: A,
  ...[options]: ApiCallArgs<A>
): Promise<ApiAnswer<A>> {
  const path = `${fillPath(address, options?.params)}${queryOf(options?.query)}`;
  return apiFetch<ApiAnswer<A>>(path, {
    method: address.method,
    body: options?.body,
    signal: options?.signal,
  });
}

/** The GET addresses whose contract answers a string: a document sent as itself (an E2B file), not JSON. */
type TextAddress<A extends EndpointAddress> = A extends { method: 'GET' }
  ? ApiAnswer<A> extends string
    ? A
    : never
  : never;

/**
 * apiCall for an endpoint whose answer is a document, not JSON (GET /cases/{id}/e2b): the body as text whatever its
 * content type, with apiCall's token, path, query and failures (an ApiError keeping the failure's answer in `body`).
 */
export async function apiCallText<A extends EndpointAddress>(
  address: A & TextAddress<A>,
  ...[options]: ApiCallArgs<A>
): Promise<string> {
  const path = `${fillPath(address, options?.params)}${queryOf(options?.query)}`;
  return (await getChecked(path, options?.signal)).text();
}

/** A GET whose answer the caller reads itself (a document, a file), with apiFetch's token and failures. */
async function getChecked(path: string, signal: AbortSignal | undefined): Promise<Response> {
  const response = await fetch(`${API_BASE_PATH}${path}`, { headers: authHeaders(), signal });
  if (!response.ok) checkAnswer(response, await readBody(response));
  return response;
}

/** The file name of a `content-disposition: attachment; filename="…"` answer, if it names one. */
function attachmentName(response: Response): string | undefined {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1];
}

/**
 * A GET whose answer is a file (a CSV export): its bytes as they came (a byte order mark kept, which response.text()
 * would drop) and the file name the server gave. Failures are answered as apiFetch's.
 */
export async function apiDownload(
  address: EndpointAddress,
  query: URLSearchParams,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string | undefined }> {
  const response = await getChecked(`${fillPath(address)}${queryOf(query)}`, signal);
  return { blob: await response.blob(), fileName: attachmentName(response) };
}
