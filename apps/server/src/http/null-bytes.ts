import type { FastifyInstance } from 'fastify';

export const NUL_REFUSED_MESSAGE = 'Addresses and text must not contain NUL characters (\\u0000)';

const ENCODED_NUL = /%00/i;

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((entry) => holdsNul(entry, depth + 1));
  return Object.entries(value).some(([key, entry]) => key.includes('\u0000') || holdsNul(entry, depth + 1));
}

/**
 * PostgreSQL text cannot hold a NUL character: an id or a field with one would reach the database and fail there
 * as a 500. No address or text of the product has a reason to carry one, so it is refused at the edge as a 400:
 * in the address (path or query) as soon as the request arrives, in a parsed body before validation.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  const refuse = { error: NUL_REFUSED_MESSAGE, code: 'validation' };
  app.addHook('onRequest', async (request, reply) => {
    if (ENCODED_NUL.test(request.url) || request.url.includes('\u0000')) return reply.code(400).send(refuse);
  });
  app.addHook('preValidation', async (request, reply) => {
    if (holdsNul(request.body)) return reply.code(400).send(refuse);
  });
}
