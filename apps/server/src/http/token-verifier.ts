import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { AppError, unauthorized } from './app-error.ts';
import { VerifiedTokenCache } from './verified-token-cache.ts';

/** Claims of an access token that passed every check; `sub` is always present. */
export type VerifiedClaims = JWTPayload & { sub: string };

export interface TokenVerifier {
  /** Resolves the token's claims, or throws AppError 401 (bad token) / 503 (keys unreachable). */
  verify(token: string): Promise<VerifiedClaims>;
}

/** Thrown by key getters when the keys themselves cannot be obtained (issuer down, bad JWKS document). */
export class KeySourceUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'KeySourceUnavailableError';
  }
}

// Asymmetric algorithms only: a shared-secret (HS*) or unsigned token must never verify against a public JWKS.
const ALLOWED_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];
const CLOCK_TOLERANCE_SECONDS = 5;

/** Errors a key getter throws because of the token (unknown kid, unsupported alg) rather than of the keys. */
function isTokenKeyError(error: unknown): boolean {
  return (
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JWKSMultipleMatchingKeys ||
    error instanceof errors.JOSENotSupported ||
    error instanceof errors.JOSEAlgNotAllowed
  );
}

/** Wraps a key getter so that infrastructure failures are told apart from a bad token. */
export function guardKeySource(getKey: JWTVerifyGetKey): JWTVerifyGetKey {
  return async (header, token) => {
    try {
      return await getKey(header, token);
    } catch (error) {
      if (isTokenKeyError(error) || error instanceof KeySourceUnavailableError) throw error;
      throw new KeySourceUnavailableError('Could not obtain the token signing keys', { cause: error });
    }
  };
}

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  getKey: JWTVerifyGetKey;
  /** Tokens verified before (default: up to 10,000, each until it expires and for at most 5 minutes). */
  cache?: VerifiedTokenCache<VerifiedClaims>;
}

/** Why a token was refused, as a jose error code: safe to log, unlike the token. */
export function refusalReason(error: AppError): string {
  return error.cause instanceof errors.JOSEError ? error.cause.code : 'ERR_UNKNOWN';
}

export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const getKey = guardKeySource(options.getKey);
  const cache = options.cache ?? new VerifiedTokenCache<VerifiedClaims>();
  return {
    async verify(token) {
      const known = cache.get(token);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, getKey, {
          issuer: options.issuer,
          audience: options.audience,
          algorithms: ALLOWED_ALGORITHMS,
          requiredClaims: ['sub', 'exp'],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        });
        if (typeof payload.sub !== 'string' || payload.sub === '') throw new errors.JWTInvalid('empty sub');
        const claims = Object.freeze({ ...payload, sub: payload.sub });
        cache.set(token, claims);
        return claims;
      } catch (error) {
        if (error instanceof KeySourceUnavailableError) {
          throw new AppError('unavailable', 'Identity provider unavailable', { cause: error });
        }
        throw unauthorized({ cause: error });
      }
    },
  };
}
