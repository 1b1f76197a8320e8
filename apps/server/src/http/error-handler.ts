import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

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
 * Every failure leaves as `{ "error": "<message>" }`. Messages of AppErrors and of Fastify's own 4xx errors
 * (bad JSON, wrong content type, body too large) are safe to show; anything else is logged with its stack and
 * answered with a generic 500, so internals never leak.
 */
export async function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.httpStatus >= 500) request.log.error({ err: error }, error.message);
    return reply.status(error.httpStatus).send({ error: error.message });
  }
  if (hasZodFastifySchemaValidationErrors(error) || Array.isArray(error.validation)) {
    const message = describeValidationErrors(error.validationContext, error.validation ?? []);
    return reply.status(400).send({ error: message });
  }
  if (!isResponseSerializationError(error) && isFastifyClientError(error)) {
    return reply.status(error.statusCode ?? 400).send({ error: error.message });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ error: INTERNAL_ERROR_MESSAGE });
}
