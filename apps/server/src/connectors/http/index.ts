export {
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  type HttpRequest,
  type HttpResponse,
} from './http-client.ts';
export { HttpError, type HttpErrorKind } from './http-error.ts';
export { backoffDelay, isRetryableStatus, parseRetryAfter } from './retry-policy.ts';
