import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when shutdown began: every answer closes its connection, and readiness answers 503. */
    draining: boolean;
  }
}

/**
 * Once `app.draining` is set, every answer sent carries `Connection: close`, so a client holding a kept-alive
 * connection sends its next request elsewhere (or on a new connection, refused once the listener is closed) instead
 * of onto a connection the server is about to close — the request would be reset (issue 24).
 */
export function registerDraining(app: FastifyInstance): void {
  app.decorate('draining', false);
  // On sending, not on arrival: a request that came before the drain and is answered during it closes too.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (app.draining) reply.header('connection', 'close');
    return payload;
  });
}
