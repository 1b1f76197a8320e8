import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import { z } from 'zod';
import { KeySourceUnavailableError } from './token-verifier.ts';

const RELOAD_COOLDOWN_MS = 30_000;

/**
 * Keys of the embedded provider, read through its handle (no HTTP round trip). A token with an unknown `kid`
 * triggers one reload (keys may have been added), at most every 30 s so bad tokens cannot hammer the store.
 */
export function embeddedKeySource(loadJwks: () => Promise<JSONWebKeySet>): JWTVerifyGetKey {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  let loadedAt = 0;
  const load = (): Promise<JWTVerifyGetKey> => {
    loadedAt = Date.now();
    const loading = loadJwks().then((jwks) => createLocalJWKSet(jwks));
    loading.catch(() => {
      if (keys === loading) keys = undefined;
    });
    keys = loading;
    return loading;
  };
  return async (header, token) => {
    const current = await (keys ?? load());
    try {
      return await current(header, token);
    } catch (error) {
      if (!(error instanceof errors.JWKSNoMatchingKey) || Date.now() - loadedAt < RELOAD_COOLDOWN_MS)
        throw error;
      return (await load())(header, token);
    }
  };
}

const discoverySchema = z.object({ issuer: z.string(), jwks_uri: z.url() });
const DISCOVERY_TIMEOUT_MS = 5000;

export function discoveryUrl(issuer: string): URL {
  return new URL('.well-known/openid-configuration', issuer.endsWith('/') ? issuer : `${issuer}/`);
}

async function discoverJwksUri(issuer: string): Promise<URL> {
  const url = discoveryUrl(issuer);
  let body: unknown;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    body = await response.json();
  } catch (error) {
    throw new KeySourceUnavailableError(`OIDC discovery failed at ${url.href}`, { cause: error });
  }
  const parsed = discoverySchema.safeParse(body);
  if (!parsed.success)
    throw new KeySourceUnavailableError(`No jwks_uri in the discovery document at ${url.href}`);
  // OpenID Connect Discovery 1.0 §4.3: the document's issuer must be exactly the configured one.
  if (parsed.data.issuer !== issuer) {
    throw new KeySourceUnavailableError(
      `Discovery at ${url.href} names issuer ${parsed.data.issuer}, not ${issuer}`,
    );
  }
  return new URL(parsed.data.jwks_uri);
}

/**
 * Keys of an outside issuer: its `jwks_uri` comes from OIDC discovery (fetched once, retried after a failure);
 * jose's remote set then caches the keys and refetches them when a new `kid` appears.
 */
export function discoveredKeySource(issuer: string): JWTVerifyGetKey {
  let remote: Promise<JWTVerifyGetKey> | undefined;
  return async (header, token) => {
    if (!remote) {
      const discovering = discoverJwksUri(issuer).then((jwksUri) => createRemoteJWKSet(jwksUri));
      discovering.catch(() => {
        if (remote === discovering) remote = undefined;
      });
      remote = discovering;
    }
    return (await remote)(header, token);
  };
}
