import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** JSON bodies: the largest the SPA sends is a case's narrative, far below this. */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** URL-encoded forms: only the sign-in pages post them (an e-mail, a name, a password). */
export const FORM_BODY_LIMIT = 16 * 1024;

export const BODY_TOO_LARGE_MESSAGE =
  'The request body is too large: JSON bodies may be at most 1 MiB and forms 16 KiB (files go to the upload routes)';

/**
 * Fastify's and @fastify/multipart's own 4xx texts ("Request body is too large", "reach files limit") are
 * terse; these say what to do (with the `code` of every error body). The upload routes' "file too large" texts (SPEC) are their own and untouched.
 */
const TOO_LARGE = { status: 413, code: 'payload_too_large' } as const;
const CLEAR_MESSAGES: Readonly<Record<string, { status: number; code: string; message: string }>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { ...TOO_LARGE, message: BODY_TOO_LARGE_MESSAGE },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'validation',
    message: 'The Content-Length header does not match the body sent',
  },
  FST_FILES_LIMIT: { ...TOO_LARGE, message: 'Send one file per upload' },
  FST_FIELDS_LIMIT: { ...TOO_LARGE, message: 'Too many form fields: send only the file' },
  FST_PARTS_LIMIT: { ...TOO_LARGE, message: 'Too many form parts: send only the file' },
};

/** What busboy says of a multipart body cut short or without its boundary (plain Errors, no status). */
const BROKEN_MULTIPART = /unexpected end of multipart data|boundary not found|boundary required/i;
export const BROKEN_MULTIPART_MESSAGE =
  'The upload is not complete multipart/form-data (cut short, or without its boundary): send the file again';

type ErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => unknown;

/** The app's error handler, with the size and shape errors of request bodies answered in plain words. */
export function withClearBodyErrors(handler: ErrorHandler): ErrorHandler {
  return async (error, request, reply) => {
    const clear = typeof error.code === 'string' ? CLEAR_MESSAGES[error.code] : undefined;
    if (clear) return reply.status(clear.status).send({ error: clear.message, code: clear.code });
    const multipart = (request.headers['content-type'] ?? '').startsWith('multipart/');
    if (multipart && error.statusCode === undefined && BROKEN_MULTIPART.test(error.message)) {
      return reply.status(400).send({ error: BROKEN_MULTIPART_MESSAGE, code: 'validation' });
    }
    return await handler(error, request, reply);
  };
}
