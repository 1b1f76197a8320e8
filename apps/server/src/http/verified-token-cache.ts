/** What the cache reads of a token's claims: its expiry (seconds). */
interface TokenExpiry {
  exp?: number;
}

/**
 * Tokens that already passed every check, so a client's next calls with the same token skip the signature check
 * (an RSA verify and jose's parsing: about half of an authenticated call's own CPU, decision 0014 "request
 * overhead"). Only what the token itself proves is remembered — who the caller is; memberships and roles are still
 * read from the database on every call.
 *
 * An entry lasts until the token expires, and at most `maxAgeMs`: a signing key the issuer withdraws stops being
 * trusted for tokens already seen within that window (jose's remote key set keeps keys for up to 10 minutes too).
 * Failures are never remembered. Bounded: the oldest entry goes first. Generic over the claims so the cache names
 * no type of the verifier that uses it (token-verifier.ts: VerifiedTokenCache<VerifiedClaims>).
 */
export class VerifiedTokenCache<Claims extends TokenExpiry = TokenExpiry & Record<string, unknown>> {
  private readonly entries = new Map<string, { claims: Claims; until: number }>();

  constructor(
    private readonly options: { maxEntries: number; maxAgeMs: number; now?: () => number } = {
      maxEntries: 10_000,
      maxAgeMs: 5 * 60_000,
    },
  ) {}

  private now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }

  /** The claims of `token` if it was verified before and has not expired since; else undefined. */
  get(token: string): Claims | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (this.now() < entry.until) return entry.claims;
    this.entries.delete(token);
    return undefined;
  }

  /** Remembers a verified token until its `exp` (seconds, required by the verifier) or `maxAgeMs`, the sooner. */
  set(token: string, claims: Claims): void {
    if (typeof claims.exp !== 'number') return;
    const now = this.now();
    const until = Math.min(claims.exp * 1000, now + this.options.maxAgeMs);
    if (until <= now) return;
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, { claims, until });
  }

  get size(): number {
    return this.entries.size;
  }
}
