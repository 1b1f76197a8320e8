import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Fastify answers an address it cannot decode (`/api/cases/%ED%A0%80`: a lone surrogate, or bytes that are no
 * UTF-8) before routing, so neither the error handler nor the hooks see it; its own body carries an internal code
 * (FST_ERR_BAD_URL). This answers it as every refusal of the API is answered: 400 `{ error, code: 'validation' }`.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  void reply.code(400).send({ error: error.message, code: 'validation' });
}
