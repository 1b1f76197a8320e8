import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

export const REQUEST_ID_HEADER = 'x-request-id';

// Fields that carry secrets, wherever they appear in a logged object (up to three levels deep).
const SECRET_FIELDS = ['password', 'access_token', 'refresh_token', 'id_token', 'authorization', 'cookie'];
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

// Query parameters that carry credentials: OAuth codes and tokens (e.g. /auth?code=…, id_token_hint on logout),
// and the signature of a /files link.
const SECRET_QUERY_PARAMS =
  /([?&](?:code|state|token|access_token|refresh_token|id_token|id_token_hint|password|client_secret|sig)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[Redacted]');
}

// A caller's id is reused only when it is short and plain, so it cannot forge log lines or bloat them.
const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Honours an incoming x-request-id (from a proxy or the SPA) or makes a UUID; echoed in the response. */
export function requestIdFor(req: Pick<IncomingMessage, 'headers'>): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** pino options: level from config, secrets redacted, URLs logged without credentials. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
