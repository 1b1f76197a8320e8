import fastifyRateLimit from '@fastify/rate-limit';
import { API_BASE_PATH } from '@vigila/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from './app-error.ts';
import { OIDC_MOUNT_PATH } from './oidc-paths.ts';

/** How many attempts each client may make per minute (config.ts: RATE_LIMIT_*_PER_MINUTE). */
export interface RateLimitSettings {
  /** Per client address and e-mail address typed in. */
  signInPerMinute: number;
  /** Per client address, whatever e-mail address is typed: one password tried on many accounts (spraying). */
  signInPerAddressPerMinute: number;
  /** Per client address. */
  signUpPerMinute: number;
  /** E-mail and recording uploads together, per signed-in user. */
  uploadsPerMinute: number;
}

const MINUTE_MS = 60_000;
/** Wrong current passwords given to PUT /me/password, per user, in 15 minutes: typos pass, guessing does not. */
export const WRONG_PASSWORDS_PER_QUARTER_HOUR = 5;
const QUARTER_HOUR_MS = 15 * MINUTE_MS;
const SIGN_IN_ROUTE = `${OIDC_MOUNT_PATH}/interaction/:uid/login`;
const SIGN_UP_ROUTE = `${OIDC_MOUNT_PATH}/interaction/:uid/signup`;
const PASSWORD_ROUTE = `${API_BASE_PATH}/me/password`;
const UPLOAD_ROUTES = [`${API_BASE_PATH}/email/upload`, `${API_BASE_PATH}/recordings/upload`];

function typedEmail(request: FastifyRequest): string {
  const body = request.body;
  if (typeof body !== 'object' || body === null || !('email' in body)) return '';
  return typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/** A 429 the error handler answers as `{ "error": message, "code" }`; Retry-After says when to come back. */
function tooMany(reply: FastifyReply, message: string, ttlMs: number): Error {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  void reply.header('retry-after', String(seconds));
  const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return Object.assign(new Error(`${message}: try again in ${wait}`), { statusCode: 429 });
}

interface Limit {
  max: number;
  timeWindowMs: number;
  key: (request: FastifyRequest) => string;
  message: string;
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * A preHandler that counts each request and refuses past `max` in the window. Built on the plugin's counters
 * (createRateLimit) rather than its ready-made hook, which runs only the first limit of a route.
 */
function attemptLimit(app: FastifyInstance, limit: Limit): Hook {
  const counter = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    keyGenerator: limit.key,
  });
  return async (request, reply) => {
    const state = await counter(request);
    if (!state.isAllowed && state.isExceeded) throw tooMany(reply, limit.message, state.ttl);
  };
}

function attach(routeOptions: RouteOptions, ...hooks: Hook[]): void {
  const existing = routeOptions.preHandler;
  routeOptions.preHandler = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), ...hooks];
}

/**
 * Wrong current passwords on PUT /me/password, per user: only failures count (read before, counted after a
 * `password_incorrect`), so a stolen session cannot guess its way to the password that guards the account.
 */
function attachPasswordGuessLimit(app: FastifyInstance, routeOptions: RouteOptions, limit: Limit): void {
  const counter = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    keyGenerator: limit.key,
  });
  attach(routeOptions, async (request, reply) => {
    const state = await counter(request, { increment: false });
    if (!state.isAllowed && state.remaining <= 0 && state.ttl > 0)
      throw tooMany(reply, limit.message, state.ttl);
  });
  const onError = async (request: FastifyRequest, _reply: FastifyReply, error: unknown) => {
    if (error instanceof AppError && error.apiCode === 'password_incorrect') await counter(request);
  };
  const existing = routeOptions.onError;
  routeOptions.onError = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), onError];
}

/**
 * Limits on the routes worth guessing or flooding: sign-in (password guessing, counted per address and account
 * so one office behind a NAT does not lock its colleagues out, and per address with a higher ceiling against one
 * password tried on many accounts), sign-up (per address), the current password of a password change (wrong
 * guesses per user) and uploads (disk and transcription time). They run as preHandler hooks: after the body of a
 * sign-in form is parsed (the account is part of the key) and after authentication (uploads and passwords count
 * per user), but before an upload's file is read. request.ip honours X-Forwarded-For only as TRUST_PROXY says.
 * The counters live in memory: one server process, as the product runs. Register before any route.
 */
export async function registerRateLimits(app: FastifyInstance, settings: RateLimitSettings): Promise<void> {
  await app.register(fastifyRateLimit, { global: false, hook: 'preHandler' });
  const signInFromAddress = attemptLimit(app, {
    max: settings.signInPerAddressPerMinute,
    timeWindowMs: MINUTE_MS,
    key: (request) => request.ip,
    message: 'Too many sign-in attempts from this address',
  });
  const signIn = attemptLimit(app, {
    max: settings.signInPerMinute,
    timeWindowMs: MINUTE_MS,
    key: (request) => `${request.ip} ${typedEmail(request)}`,
    message: 'Too many sign-in attempts for this account',
  });
  const signUp = attemptLimit(app, {
    max: settings.signUpPerMinute,
    timeWindowMs: MINUTE_MS,
    key: (request) => request.ip,
    message: 'Too many sign-up attempts from this address',
  });
  const uploads = attemptLimit(app, {
    max: settings.uploadsPerMinute,
    timeWindowMs: MINUTE_MS,
    key: (request) => (request.auth ? `user ${request.auth.userId}` : `address ${request.ip}`),
    message: `Too many uploads (at most ${settings.uploadsPerMinute} a minute)`,
  });
  const passwordGuesses: Limit = {
    max: WRONG_PASSWORDS_PER_QUARTER_HOUR,
    timeWindowMs: QUARTER_HOUR_MS,
    key: (request) => (request.auth ? `user ${request.auth.userId}` : `address ${request.ip}`),
    message: 'Too many wrong passwords',
  };
  app.addHook('onRoute', (routeOptions) => {
    if (routeOptions.method === 'PUT' && routeOptions.url === PASSWORD_ROUTE) {
      attachPasswordGuessLimit(app, routeOptions, passwordGuesses);
    }
    if (routeOptions.method !== 'POST') return;
    if (routeOptions.url === SIGN_IN_ROUTE) attach(routeOptions, signInFromAddress, signIn);
    else if (routeOptions.url === SIGN_UP_ROUTE) attach(routeOptions, signUp);
    else if (UPLOAD_ROUTES.includes(routeOptions.url)) attach(routeOptions, uploads);
  });
}
