import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { discoveredKeySource, discoveryUrl, embeddedKeySource } from './key-sources.ts';
import { createTokenVerifier, refusalReason } from './token-verifier.ts';
import { VerifiedTokenCache } from './verified-token-cache.ts';
import { startTestIssuer, type TestIssuer } from '../test/oidc-issuer.ts';

const ISSUER = 'http://localhost:3000/oidc';
const AUDIENCE = 'http://localhost:3000/api';

async function expectRefused(promise: Promise<unknown>, status: number): Promise<string> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).httpStatus).toBe(status);
  return refusalReason(error as AppError);
}

describe('token verifier with the embedded provider keys', async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwks: JSONWebKeySet = { keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' }] };
  let loads = 0;
  const verifier = createTokenVerifier({
    issuer: ISSUER,
    audience: AUDIENCE,
    getKey: embeddedKeySource(() => {
      loads += 1;
      return Promise.resolve(jwks);
    }),
  });
  const sign = (claims: Record<string, unknown>, exp = '5m', iss = ISSUER, aud = AUDIENCE) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(iss)
      .setAudience(aud)
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(privateKey);

  it('accepts a valid token and returns its claims', async () => {
    const claims = await verifier.verify(await sign({ sub: 'user-1', roles: ['owner'] }));
    expect(claims.sub).toBe('user-1');
    expect(claims.roles).toEqual(['owner']);
    expect(loads).toBe(1);
  });

  it('refuses expired, foreign-audience, foreign-issuer, subject-less and malformed tokens with 401', async () => {
    expect(await expectRefused(verifier.verify(await sign({ sub: 'u' }, '-1m')), 401)).toBe(
      'ERR_JWT_EXPIRED',
    );
    const otherAudience = await sign({ sub: 'u' }, '5m', ISSUER, 'https://other.api');
    expect(await expectRefused(verifier.verify(otherAudience), 401)).toBe('ERR_JWT_CLAIM_VALIDATION_FAILED');
    const otherIssuer = await sign({ sub: 'u' }, '5m', 'https://evil.example');
    expect(await expectRefused(verifier.verify(otherIssuer), 401)).toBe('ERR_JWT_CLAIM_VALIDATION_FAILED');
    expect(await expectRefused(verifier.verify(await sign({})), 401)).toBe('ERR_JWT_CLAIM_VALIDATION_FAILED');
    expect(await expectRefused(verifier.verify('not.a.jwt'), 401)).toBe('ERR_JWS_INVALID');
  });

  it('refuses a token signed by another key, and an unsigned one', async () => {
    const other = await generateKeyPair('RS256');
    const forged = await new SignJWT({ sub: 'u' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setExpirationTime('5m')
      .sign(other.privateKey);
    await expectRefused(verifier.verify(forged), 401);
    const unsigned = new UnsecuredJWT({ sub: 'u' }).setIssuer(ISSUER).setAudience(AUDIENCE).encode();
    await expectRefused(verifier.verify(unsigned), 401);
  });

  it('checks a token once: later calls with it skip the signature check until it expires', async () => {
    let now = Date.now();
    let keyLookups = 0;
    const keys = embeddedKeySource(() => Promise.resolve(jwks));
    const cached = createTokenVerifier({
      issuer: ISSUER,
      audience: AUDIENCE,
      getKey: (header, token) => {
        keyLookups += 1;
        return keys(header, token);
      },
      cache: new VerifiedTokenCache({ maxEntries: 100, maxAgeMs: 300_000, now: () => now }),
    });
    const token = await sign({ sub: 'user-1' }, '2m');
    expect((await cached.verify(token)).sub).toBe('user-1');
    expect((await cached.verify(token)).sub).toBe('user-1');
    expect(keyLookups).toBe(1);
    now += 121_000; // past exp for the cache: it forgets the token, which is checked in full again
    await cached.verify(token);
    expect(keyLookups).toBe(2);
    const forged = `${token.slice(0, -4)}AAAA`; // a token that differs in its signature is checked on its own
    await expectRefused(cached.verify(forged), 401);
  });

  it('answers 503, not 401, when the keys cannot be loaded', async () => {
    const broken = createTokenVerifier({
      issuer: ISSUER,
      audience: AUDIENCE,
      getKey: embeddedKeySource(() => Promise.reject(new Error('database down'))),
    });
    await expectRefused(broken.verify(await sign({ sub: 'u' })), 503);
  });
});

describe('token verifier with an outside issuer found by discovery', () => {
  let issuer: TestIssuer;
  beforeAll(async () => {
    issuer = await startTestIssuer();
  });
  afterAll(() => issuer.close());

  it('builds the discovery URL with or without a trailing slash', () => {
    expect(discoveryUrl('https://t.auth0.com/').href).toBe(
      'https://t.auth0.com/.well-known/openid-configuration',
    );
    expect(discoveryUrl('https://kc/realms/x').href).toBe(
      'https://kc/realms/x/.well-known/openid-configuration',
    );
  });

  it('verifies tokens against the discovered JWKS and caches discovery', async () => {
    const verifier = createTokenVerifier({
      issuer: issuer.url,
      audience: issuer.audience,
      getKey: discoveredKeySource(issuer.url),
    });
    expect((await verifier.verify(await issuer.mintToken({ sub: 'a' }))).sub).toBe('a');
    expect((await verifier.verify(await issuer.mintToken({ sub: 'b' }))).sub).toBe('b');
    expect(issuer.requests.discovery).toBe(1);
    await expectRefused(verifier.verify(await issuer.mintToken({ sub: 'c' }, { foreignKey: true })), 401);
    await expectRefused(verifier.verify(await issuer.mintToken({ sub: 'c' }, { expiresIn: -60 })), 401);
  });

  it('answers 503 when the issuer cannot be reached', async () => {
    const verifier = createTokenVerifier({
      issuer: 'http://127.0.0.1:9',
      audience: issuer.audience,
      getKey: discoveredKeySource('http://127.0.0.1:9'),
    });
    await expectRefused(
      verifier.verify(await issuer.mintToken({ sub: 'a' }, { issuer: 'http://127.0.0.1:9' })),
      503,
    );
  });
});
