import fastifyRateLimit from '@fastify/rate-limit';
import { API_BASE_PATH } from '@vigila/domain';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { OIDC_MOUNT_PATH } from '../idp/constants.ts';

/** How many attempts each client may make per minute (config.ts: RATE_LIMIT_*_PER_MINUTE). */
export interface RateLimitSettings {
  /** Per client address and e-mail address typed in. */
  signInPerMinute: number;
  /** Per client address. */
  signUpPerMinute: number;
  /** E-mail and recording uploads together, per signed-in user. */
  uploadsPerMinute: number;
}

const MINUTE_MS = 60_000;
const SIGN_IN_ROUTE = `${OIDC_MOUNT_PATH}/interaction/:uid/login`;
const SIGN_UP_ROUTE = `${OIDC_MOUNT_PATH}/interaction/:uid/signup`;
const UPLOAD_ROUTES = [`${API_BASE_PATH}/email/upload`, `${API_BASE_PATH}/recordings/upload`];

function typedEmail(request: FastifyRequest): string {
  const body = request.body;
  if (typeof body !== 'object' || body === null || !('email' in body)) return '';
  return typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/** What @fastify/rate-limit throws: the error handler answers it as `{ "error": message }` with status 429. */
function tooMany(message: string) {
  return (_request: FastifyRequest, context: { statusCode: number; after: string }) =>
    Object.assign(new Error(`${message}: try again in ${context.after}`), { statusCode: context.statusCode });
}

type Limiter = ReturnType<FastifyInstance['rateLimit']>;

function attach(routeOptions: RouteOptions, hook: Limiter): void {
  const existing = routeOptions.preHandler;
  routeOptions.preHandler = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), hook];
}

/**
 * Limits on the routes worth guessing or flooding: sign-in (password guessing, counted per address and account
 * so one office behind a NAT does not lock its colleagues out), sign-up and uploads (disk and transcription
 * time). They run as preHandler hooks: after the body of a sign-in form is parsed (the account is part of the
 * key) and after authentication (uploads count per user), but before an upload's file is read. The counters
 * live in memory: one server process, as the product runs. Register before any route.
 */
export async function registerRateLimits(app: FastifyInstance, settings: RateLimitSettings): Promise<void> {
  await app.register(fastifyRateLimit, { global: false, hook: 'preHandler' });
  const signIn = app.rateLimit({
    max: settings.signInPerMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `${request.ip} ${typedEmail(request)}`,
    errorResponseBuilder: tooMany('Too many sign-in attempts for this account'),
  });
  const signUp = app.rateLimit({
    max: settings.signUpPerMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: tooMany('Too many sign-up attempts from this address'),
  });
  const uploads = app.rateLimit({
    max: settings.uploadsPerMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => (request.auth ? `user ${request.auth.userId}` : `address ${request.ip}`),
    errorResponseBuilder: tooMany(`Too many uploads (at most ${settings.uploadsPerMinute} a minute)`),
  });
  app.addHook('onRoute', (routeOptions) => {
    if (routeOptions.method !== 'POST') return;
    if (routeOptions.url === SIGN_IN_ROUTE) attach(routeOptions, signIn);
    else if (routeOptions.url === SIGN_UP_ROUTE) attach(routeOptions, signUp);
    else if (UPLOAD_ROUTES.includes(routeOptions.url)) attach(routeOptions, uploads);
  });
}
