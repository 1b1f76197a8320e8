import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * The SPA sends a JSON content type on every call, also on those without a body (POST /analyze-instagram):
 * Fastify's own parser rejects that empty body (POST /analyze-instagram, DELETE /recordings/{id}), so every /api
 * route reads an empty JSON body as no body.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text) as unknown);
    } catch (error) {
      const invalid = new AppError('validation', 'Invalid JSON body', { cause: error });
      done(invalid, undefined);
    }
  });
}
