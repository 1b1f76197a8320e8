import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

export const UNSTORABLE_TEXT_MESSAGE =
  'Addresses and text must not contain NUL characters (\\u0000) or lone UTF-16 surrogates (\\ud800–\\udfff)';

/**
 * NUL, or a surrogate without its pair. With the `u` flag a well-formed pair is one code point (an emoji), so
 * `\p{Cs}` matches only the lone halves: what JSON's `\ud800` escape can carry and PostgreSQL's text cannot.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /[\u0000\p{Cs}]/u;
const ENCODED_NUL = /%00/i;
/** Deeper than any body of the API; a deeper one is refused by its schema anyway. */
const MAX_DEPTH = 64;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** Whether any string in a parsed value — an object's keys included — is text the database cannot hold. */
export function holdsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !isStorableText(value);
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((entry) => holdsUnstorableText(entry, depth + 1));
  for (const [key, entry] of Object.entries(value)) {
    if (!isStorableText(key) || holdsUnstorableText(entry, depth + 1)) return true;
  }
  return false;
}

export function unstorableTextError(): AppError {
  return new AppError('validation', UNSTORABLE_TEXT_MESSAGE);
}

/**
 * A multipart part as @fastify/multipart hands it over: a file (field name, file name, type, the fields sent before
 * it) or a field (name and value).
 */
export interface UploadedPart {
  fieldname: string;
  filename?: string;
  mimetype?: string;
  value?: unknown;
  fields?: Record<string, unknown>;
  file?: { resume(): unknown };
}

/**
 * Refuses a multipart part whose names or field values the database cannot hold (a file name `a\0b.eml` becomes
 * the item's title). Call it on each part as soon as it is handed over, before anything is read or stored; the
 * file's bytes are drained, so the connection can still answer.
 */
export function refuseUnstorablePart(part: UploadedPart): void {
  const fieldValues = Object.values(part.fields ?? {})
    .flat()
    .map((field) =>
      typeof field === 'object' && field !== null && 'value' in field ? field.value : undefined,
    );
  const texts = [part.fieldname, part.filename, part.mimetype, part.value, ...fieldValues];
  if (!holdsUnstorableText(texts)) return;
  part.file?.resume();
  throw unstorableTextError();
}

/** The headers, path parameters and query the routes read, as Fastify parsed them. */
function addressOf(request: FastifyRequest): unknown[] {
  return [request.headers, request.params, request.query];
}

/**
 * PostgreSQL text holds neither a NUL character nor half of a surrogate pair: a value with one would reach the
 * database and fail there as a 500. No address or text of the product has a reason to carry one, so it is refused
 * at the edge as a 400 `validation`: in the raw address (an encoded %00) and the parsed headers, path parameters and
 * query as soon as the request arrives, in a parsed body (JSON or form, keys and values) before validation.
 * Multipart bodies are read by their routes, which call `refuseUnstorablePart` on each part.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  const refuse = { error: UNSTORABLE_TEXT_MESSAGE, code: 'validation' };
  app.addHook('onRequest', async (request, reply) => {
    if (ENCODED_NUL.test(request.url) || holdsUnstorableText([request.url, ...addressOf(request)])) {
      return reply.code(400).send(refuse);
    }
  });
  app.addHook('preValidation', async (request, reply) => {
    if (holdsUnstorableText(request.body)) return reply.code(400).send(refuse);
  });
}
