import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { API_ERRORS, apiErrorCodeOfBody, errorCodeOfStatus, type ErrorResponse } from '@vigila/domain';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';
import { readBearerToken } from './authenticate.ts';

export const INTERNAL_ERROR_MESSAGE = API_ERRORS.internal_error.text;

/**
 * RFC 6750 §3: every 401 names the scheme and realm; when a bearer token came and was refused (bad, expired, signed
 * out), error="invalid_token" tells the client that signing in again, not retrying, is the way on.
 */
export function bearerChallenge(request: FastifyRequest): string {
  const refused = readBearerToken(request.headers.authorization) !== null;
  return `Bearer realm="vigila"${refused ? ', error="invalid_token"' : ''}`;
}

/** "body.email: Invalid email address; params.id: Too small…" — readable, and free of schema internals. */
export function describeValidationErrors(
  context: string | undefined,
  issues: readonly FastifySchemaValidationError[],
): string {
  const described = issues.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const where = [context, path].filter((part) => part !== undefined && part !== '').join('.');
    return where ? `${where}: ${issue.message ?? 'invalid'}` : (issue.message ?? 'invalid');
  });
  return described.length > 0 ? described.join('; ') : 'Invalid request';
}

function isFastifyClientError(error: FastifyError): boolean {
  return typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500;
}

/**
 * Every failure leaves as `{ "error": "<message>", "code": "<stable code>" }`. Messages of AppErrors and of Fastify's
 * own 4xx errors (bad JSON, wrong content type, body too large) are safe to show; anything else is logged with its
 * stack and answered with a generic 500, so internals never leak. Codes: the AppError's, `validation` for a request
 * its schema refuses, the category of the status for Fastify's errors, `internal_error` for the rest.
 */
export async function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.httpStatus >= 500) request.log.error({ err: error }, error.message);
    if (error.httpStatus === 401) void reply.header('www-authenticate', bearerChallenge(request));
    return reply.status(error.httpStatus).send(errorBody(error.message, error.apiCode));
  }
  if (hasZodFastifySchemaValidationErrors(error) || Array.isArray(error.validation)) {
    const message = describeValidationErrors(error.validationContext, error.validation ?? []);
    return reply.status(400).send(errorBody(message, 'validation'));
  }
  if (!isResponseSerializationError(error) && isFastifyClientError(error)) {
    const status = error.statusCode ?? 400;
    return reply.status(status).send(errorBody(error.message, errorCodeOfStatus(status)));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(errorBody(INTERNAL_ERROR_MESSAGE, 'internal_error'));
}

function errorBody(error: string, code: string): ErrorResponse {
  return { error, code };
}

/**
 * preSerialization hook: an error body a route or plugin sends itself (`reply.status(413).send({ error })`) gets the
 * stable code of its text, else the category of its status, so every error answer carries one, whoever wrote it.
 */
export function addErrorCode(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (reply.statusCode < 400 || typeof payload !== 'object' || payload === null)
    return Promise.resolve(payload);
  const body = payload as Record<string, unknown>;
  if (typeof body.error !== 'string' || body.code !== undefined) return Promise.resolve(payload);
  return Promise.resolve({ ...body, code: apiErrorCodeOfBody(reply.statusCode, body.error) });
}
