import { HttpError } from '../http/index.ts';
import { asObject } from '../http/read-json.ts';
import { asText } from './read-json.ts';

/**
 * What went wrong, grouped by what a person can do: fix the token (auth), upgrade the plan or wait for the limit
 * (quota), ask for less (timeout: the synchronous run passed Apify's 300 s), look at the actor (actor_failed), or
 * try again later (other).
 */
export type ApifyErrorKind = 'auth' | 'quota' | 'timeout' | 'actor_failed' | 'other';

/** A failed scrape. The message is for people; `type` is Apify's own error type when it gave one. */
export class ApifyError extends Error {
  readonly kind: ApifyErrorKind;
  readonly status: number | null;
  readonly type: string | null;

  constructor(
    message: string,
    options: { kind: ApifyErrorKind; status?: number | null; type?: string | null; cause?: unknown },
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApifyError';
    this.kind = options.kind;
    this.status = options.status ?? null;
    this.type = options.type ?? null;
  }
}

/** Apify's error envelope: `{ "error": { "type": "...", "message": "..." } }`. */
function readEnvelope(body: string | null): { type: string | null; message: string | null } {
  try {
    const error = asObject(asObject(JSON.parse(body ?? '') as unknown).error);
    return { type: asText(error.type), message: asText(error.message) };
  } catch {
    // HttpError keeps only the start of the body, so a long envelope may arrive cut off.
    return {
      type: /"type"\s*:\s*"([^"]+)"/.exec(body ?? '')?.[1] ?? null,
      message: /"message"\s*:\s*"([^"]+)"/.exec(body ?? '')?.[1] ?? null,
    };
  }
}

// 403 means either a token without the right permission or an account over its limits; the type tells them apart.
const LIMIT_WORDS = /limit|usage|plan|credit|payment|quota|exceed/i;

function kindOf(status: number, type: string | null, message: string | null): ApifyErrorKind {
  if (status === 401) return 'auth';
  if (status === 402 || status === 429) return 'quota';
  if (status === 403) return LIMIT_WORDS.test(`${type ?? ''} ${message ?? ''}`) ? 'quota' : 'auth';
  if (status === 408) return 'timeout';
  if (status === 400 && type !== null && /run-failed|actor-run|run-/.test(type)) return 'actor_failed';
  return 'other';
}

const ADVICE: Record<ApifyErrorKind, string> = {
  auth: 'check the Apify token (APIFY_TOKEN) and its permissions',
  quota: "the Apify account's plan or usage limit was reached",
  timeout: 'the run took longer than the 300 seconds a synchronous run may take; ask for fewer items',
  actor_failed: 'the actor run did not succeed; see its log in the Apify console',
  other: 'try again later',
};

/** Turns a failed call to Apify into an ApifyError naming the actor; anything else is returned as is. */
export function toApifyError(error: unknown, actorId: string): unknown {
  if (!(error instanceof HttpError)) return error;
  if (error.kind === 'timeout' || error.kind === 'network') {
    return new ApifyError(`Apify actor ${actorId}: no answer (${error.kind}); ${ADVICE.other}`, {
      kind: error.kind === 'timeout' ? 'timeout' : 'other',
      cause: error,
    });
  }
  const status = error.status ?? 0;
  const { type, message } = readEnvelope(error.body);
  const kind = kindOf(status, type, message);
  const said = message ? `: ${message}` : '';
  const advice = status === 404 ? 'check the actor id (user~actor) in the configuration' : ADVICE[kind];
  return new ApifyError(`Apify actor ${actorId} failed (HTTP ${status}${said}); ${advice}`, {
    kind,
    status,
    type,
    cause: error,
  });
}
