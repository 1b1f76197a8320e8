import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JSONWebKeySet, type JWK } from 'jose';
import type { Db } from '../db/client.ts';
import { loadOrCreateServerSecret } from '../db/server-secrets.ts';

const SIGNING_KEYS_SECRET = 'oidc.signing_keys';
const COOKIE_KEYS_SECRET = 'oidc.cookie_keys';

export interface ProviderSecrets {
  /** Private signing keys (JWK, RS256), newest first; only the provider may see these. */
  signingKeys: JWK[];
  /** Keys that sign the provider's cookies, newest first. */
  cookieKeys: string[];
}

async function generateSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

function generateCookieKeys(): string[] {
  return [randomBytes(32).toString('base64url')];
}

function isSigningKeySet(value: unknown): value is { keys: JWK[] } {
  if (typeof value !== 'object' || value === null || !('keys' in value) || !Array.isArray(value.keys))
    return false;
  return (
    value.keys.length > 0 && value.keys.every((key: JWK) => key.kty === 'RSA' && typeof key.d === 'string')
  );
}

function isCookieKeys(value: unknown): value is string[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((key) => typeof key === 'string' && key.length >= 32)
  );
}

/** The provider's keys, generated on first start and kept in `server_secrets` so tokens survive restarts. */
export async function loadProviderSecrets(db: Db): Promise<ProviderSecrets> {
  const signing = await loadOrCreateServerSecret(db, SIGNING_KEYS_SECRET, async () => ({
    keys: [await generateSigningKey()],
  }));
  const cookieKeys = await loadOrCreateServerSecret(db, COOKIE_KEYS_SECRET, generateCookieKeys);
  if (!isSigningKeySet(signing)) throw new Error(`Server secret ${SIGNING_KEYS_SECRET} is malformed`);
  if (!isCookieKeys(cookieKeys)) throw new Error(`Server secret ${COOKIE_KEYS_SECRET} is malformed`);
  return { signingKeys: signing.keys, cookieKeys };
}

/** Members of an RSA/EC/OKP JWK that are public; everything else (d, p, q, dp, dq, qi, oth, k) is dropped. */
const PUBLIC_MEMBERS = [
  'kty',
  'kid',
  'alg',
  'use',
  'key_ops',
  'n',
  'e',
  'crv',
  'x',
  'y',
  'x5c',
  'x5t',
  'x5u',
] as const;

export function toPublicJwks(keys: JWK[]): JSONWebKeySet {
  return {
    keys: keys.map((key) => {
      const publicKey: JWK = {};
      for (const member of PUBLIC_MEMBERS) {
        if (key[member] !== undefined) Object.assign(publicKey, { [member]: key[member] });
      }
      return publicKey;
    }),
  };
}
