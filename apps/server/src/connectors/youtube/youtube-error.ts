import { HttpError } from '../http/index.ts';
import { parseErrorEnvelope } from './parse-responses.ts';

export type YoutubeErrorKind = 'quota' | 'comments_disabled' | 'forbidden' | 'not_found' | 'other';

const KIND_BY_REASON: Record<string, YoutubeErrorKind> = {
  quotaExceeded: 'quota',
  dailyLimitExceeded: 'quota',
  rateLimitExceeded: 'quota',
  commentsDisabled: 'comments_disabled',
  forbidden: 'forbidden',
  PERMISSION_DENIED: 'forbidden',
  channelNotFound: 'not_found',
  videoNotFound: 'not_found',
};

/**
 * A YouTube API call that failed with a reason the caller can act on (quota spent, comments disabled, no access,
 * no such channel). `reason` is the API's own word; `kind` groups it. The HttpError is the cause.
 */
export class YoutubeApiError extends Error {
  readonly kind: YoutubeErrorKind;
  readonly reason: string;
  readonly status: number | null;

  constructor(options: {
    kind: YoutubeErrorKind;
    reason: string;
    status: number | null;
    message: string;
    cause?: unknown;
  }) {
    super(options.message, { cause: options.cause });
    this.name = 'YoutubeApiError';
    this.kind = options.kind;
    this.reason = options.reason;
    this.status = options.status;
  }
}

/** Turns an HttpError carrying a Google error envelope into a YoutubeApiError; anything else is returned as is. */
export function toYoutubeError(error: unknown): unknown {
  if (!(error instanceof HttpError) || error.kind !== 'status') return error;
  const { reason, message } = parseErrorEnvelope(error.body);
  const apiReason = reason ?? `HTTP ${error.status}`;
  const kind =
    KIND_BY_REASON[apiReason] ??
    (error.status === 403 ? 'forbidden' : error.status === 404 ? 'not_found' : 'other');
  return new YoutubeApiError({
    kind,
    reason: apiReason,
    status: error.status,
    message: `YouTube API: ${apiReason}${message ? ` — ${message}` : ''} (${error.message})`,
    cause: error,
  });
}
