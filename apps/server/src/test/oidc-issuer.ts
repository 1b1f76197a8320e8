import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';

export interface MintOptions {
  /** Seconds from now; negative for an already expired token. Default 300. */
  expiresIn?: number;
  audience?: string;
  issuer?: string;
  /** Sign with a key the issuer does not publish. */
  foreignKey?: boolean;
}

export interface TestIssuer {
  /** The issuer identifier, e.g. http://127.0.0.1:53211 (what tokens carry in `iss`). */
  url: string;
  audience: string;
  mintToken(claims: JWTPayload & { sub: string }, options?: MintOptions): Promise<string>;
  /** How many discovery and JWKS requests it has answered. */
  requests: { discovery: number; jwks: number };
  close(): Promise<void>;
}

interface SigningKey {
  privateKey: CryptoKey;
  jwk: JWK;
}

async function signingKey(kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { privateKey, jwk };
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

/**
 * An outside OpenID provider for tests: a local HTTP server answering discovery and JWKS for a test key pair,
 * and a token mint. It stands in for Auth0/Keycloak so the API's verification runs exactly as in production.
 */
export async function startTestIssuer(audience = 'https://api.vigila.test'): Promise<TestIssuer> {
  const published = await signingKey('test-key-1');
  const foreign = await signingKey('test-key-1'); // same kid, other key: only the signature can tell them apart
  const requests = { discovery: 0, jwks: 0 };
  let issuer = '';
  const server = createServer((req, res) => {
    const json = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/.well-known/openid-configuration') {
      requests.discovery += 1;
      json({ issuer, jwks_uri: `${issuer}/jwks`, authorization_endpoint: `${issuer}/authorize` });
      return;
    }
    if (req.url === '/jwks') {
      requests.jwks += 1;
      json({ keys: [published.jwk] });
      return;
    }
    res.writeHead(404).end();
  });
  issuer = `http://127.0.0.1:${await listen(server)}`;

  return {
    url: issuer,
    audience,
    requests,
    async mintToken(claims, options = {}) {
      const key = options.foreignKey ? foreign : published;
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: key.jwk.kid ?? '', typ: 'at+jwt' })
        .setIssuer(options.issuer ?? issuer)
        .setAudience(options.audience ?? audience)
        .setIssuedAt(now)
        .setExpirationTime(now + (options.expiresIn ?? 300))
        .sign(key.privateKey);
    },
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
