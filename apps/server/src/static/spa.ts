import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_BASE_PATH } from '@vigila/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const NOT_BUILT_MESSAGE = 'The web app is not built: run npm run build';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
// Paths the SPA never owns: the API, the identity provider, and anything that looks like a file.
const SERVER_PREFIXES = [API_BASE_PATH, '/oidc'];

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * Whether a request is a client-side route of the SPA (/home, /settings, /cases/123) that gets index.html. A page
 * navigation (Accept: text/html) is one even when its last segment has a dot — Instagram handles and search
 * terms do (/instagram/pharma.example) — while a missing script or image stays a 404.
 */
export function isSpaRoute(method: string, url: string, accept = ''): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?')[0] ?? '/';
  if (SERVER_PREFIXES.some((prefix) => isUnder(path, prefix)) || isUnder(path, '/assets')) return false;
  if (accept.includes('text/html')) return true;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

function notFound(reply: FastifyReply) {
  return reply.status(404).send({ error: 'Not found' });
}

/**
 * Serves the built SPA (vite build output) and answers everything no route matched: client-side routes get
 * index.html, the rest a JSON 404. Hashed files under /assets are cached for a year; index.html is revalidated
 * on every load, so a new deploy is picked up at once. Text files go out brotli- or gzip-compressed as the browser
 * accepts, from the copies the build made (`Vary: Accept-Encoding`).
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const built = existsSync(join(webDistDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      dotfiles: 'ignore',
      cacheControl: false,
      // The build writes .br and .gz beside each text file: sent by Accept-Encoding, the file itself otherwise.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const relative = filePath.slice(webDistDir.length).replaceAll('\\', '/');
        reply.header('cache-control', relative.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
      },
    });
  } else {
    app.log.warn({ webDistDir }, NOT_BUILT_MESSAGE);
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isSpaRoute(request.method, request.url, request.headers.accept)) return notFound(reply);
    if (!built) return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
    return reply.header('cache-control', REVALIDATE).sendFile('index.html');
  });
}
