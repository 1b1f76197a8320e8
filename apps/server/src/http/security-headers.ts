import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  /** The address browsers use; HSTS and upgrade-insecure-requests only when it is https. */
  publicUrl: string;
  /** Origins the SPA calls besides its own: an outside OpenID provider (discovery, token, JWKS). */
  connectOrigins: readonly string[];
  /** Origins images may come from besides our own: an outside OpenID provider's (users' pictures), else none. */
  imageOrigins: readonly string[];
  /** Origins a form of the sign-in pages may lead to (redirects after a post count in Chrome): the SPA's. */
  formOrigins: readonly string[];
  /** CSP sources of the few inline scripts the server's own pages carry ('sha256-…'). */
  scriptHashes: readonly string[];
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function originOf(url: string): string | undefined {
  return URL.parse(url)?.origin;
}

function unique(values: readonly (string | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== undefined && value !== 'null'))];
}

/**
 * One policy for every page the server sends: the SPA (its scripts are files: /theme-init.js and the bundle),
 * the provider's sign-in pages (an inline <style>, one hashed logout script) and the API docs (Swagger UI's
 * files). Styles may be inline: Radix and the toasts set them at run time, and a style cannot run code. Images
 * come from the server, data: and blob: URLs, and an outside provider's origin (the only pictures the app shows
 * are users', and users/register-user keeps only the provider's): a picture URL can no longer make every
 * teammate's browser call a server of someone's choosing. Audio plays from /files or a blob.
 */
export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const https = options.publicUrl.startsWith('https:');
  const own = originOf(options.publicUrl);
  const connect = unique(options.connectOrigins.map(originOf)).filter((origin) => origin !== own);
  const images = unique(options.imageOrigins.map(originOf)).filter((origin) => origin !== own);
  const directives = [
    "default-src 'self'",
    `script-src ${["'self'", ...options.scriptHashes].join(' ')}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${["'self'", 'data:', 'blob:', ...images].join(' ')}`,
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...connect].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${["'self'", ...unique([own, ...options.formOrigins.map(originOf)])].join(' ')}`,
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** The headers every response carries, whatever answers it (a route, the SPA, the provider, an error). */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'x-content-type-options': 'nosniff',
    // Same-origin requests keep the path; other sites see only the origin (never an item id or search term).
    'referrer-policy': 'strict-origin-when-cross-origin',
    // frame-ancestors says it for current browsers; this for older ones.
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    ...(options.publicUrl.startsWith('https:')
      ? { 'strict-transport-security': `max-age=${YEAR_SECONDS}; includeSubDomains` }
      : {}),
  };
}

/**
 * Set on the raw response as each request arrives, so replies that bypass Fastify's send (the hijacked
 * /oidc routes of oidc-provider) carry them too; a route that sets one of them itself still wins.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const headers = Object.entries(securityHeaders(options));
  app.addHook('onRequest', async (_request, reply) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
  });
}
