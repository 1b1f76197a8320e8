import type { FastifyRequest } from 'fastify';
import type { MembershipSummary } from './active-membership.ts';
import { AppError, unauthorized } from './app-error.ts';
import { refusalReason, type TokenVerifier, type VerifiedClaims } from './token-verifier.ts';

/** What the database says of a caller on every call: memberships, and the last "sign out of every session". */
export interface CallerIdentity {
  memberships: MembershipSummary[];
  sessionsRevokedAt: Date | null;
}

/**
 * An access token is a JWT that lives an hour; after "sign out of every session" the ones issued before are refused.
 * `iat` has whole seconds, so the comparison is made in seconds: a token of the very second of the sign-out passes.
 */
export function issuedBeforeRevocation(claims: VerifiedClaims, revokedAt: Date | null): boolean {
  if (revokedAt === null) return false;
  return claims.iat === undefined || claims.iat < Math.floor(revokedAt.getTime() / 1000);
}

/** Who is calling. Memberships and roles come from the database, never from the token or the client. */
export interface AuthContext {
  userId: string;
  tokenClaims: VerifiedClaims;
  memberships: MembershipSummary[];
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9\-_.~+/]+=*)\s*$/i;

export function readBearerToken(header: string | undefined): string | null {
  return header ? (BEARER.exec(header)?.[1] ?? null) : null;
}

/**
 * onRequest hook for the /api scope: runs before the body is even read, so refused calls change nothing. A
 * 'public' route needs no token; every other rule needs a valid one (401), and the caller's memberships are read
 * from the database for the 'member' and 'manager' checks that follow (http/authorize.ts).
 */
export function createAuthenticateHook(deps: {
  verifier: TokenVerifier;
  /** Reads the caller from the database (injected: http/ sits below the modules that own it). */
  loadIdentity: (userId: string) => Promise<CallerIdentity>;
}) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    if (request.routeOptions.config.access === 'public') return;
    const token = readBearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    const tokenClaims = await deps.verifier.verify(token).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'unauthorized') {
        request.log.debug({ reason: refusalReason(error) }, 'access token refused');
      }
      throw error;
    });
    const { memberships, sessionsRevokedAt } = await deps.loadIdentity(tokenClaims.sub);
    if (issuedBeforeRevocation(tokenClaims, sessionsRevokedAt)) throw unauthorized();
    request.auth = { userId: tokenClaims.sub, tokenClaims, memberships };
  };
}

/** The caller of a protected route; throws 401 if a route forgot to be protected (defence in depth). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
