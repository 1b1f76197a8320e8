import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing for accounts of the embedded provider: scrypt from node:crypto, so no native addon is needed.
 * The stored string carries its own parameters (`scrypt$N$r$p$salt$hash`, base64url), so the cost can be raised
 * later without invalidating existing hashes.
 */
const SCHEME = 'scrypt';
const DEFAULT_PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  // maxmem must cover 128 * N * r bytes, with headroom; the default (32 MiB) is just enough for N=16384.
  const maxmem = 256 * (options.N ?? DEFAULT_PARAMS.N) * (options.r ?? DEFAULT_PARAMS.r) + 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, { ...options, maxmem }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const { N, r, p } = DEFAULT_PARAMS;
  const key = await derive(password, salt, KEY_LENGTH, { N, r, p });
  return [SCHEME, N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split('$');
  if (scheme !== SCHEME || rest.length > 0 || !n || !r || !p || !salt || !key) return null;
  const params = [Number(n), Number(r), Number(p)] as const;
  if (!params.every((value) => Number.isSafeInteger(value) && value > 0)) return null;
  // N must be a power of two; refuse absurd costs that would let a tampered row exhaust memory.
  if ((params[0] & (params[0] - 1)) !== 0 || params[0] > 2 ** 20 || params[1] > 32 || params[2] > 16)
    return null;
  const parsed = { N: params[0], r: params[1], p: params[2], salt: Buffer.from(salt, 'base64url') };
  const keyBytes = Buffer.from(key, 'base64url');
  return keyBytes.length > 0 ? { ...parsed, key: keyBytes } : null;
}

/** true when `password` matches `stored`; false for a mismatch or a malformed stored value. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.key.length, {
    N: parsed.N,
    r: parsed.r,
    p: parsed.p,
  });
  return timingSafeEqual(candidate, parsed.key);
}

/**
 * A valid hash of a random password. Verifying against it when the e-mail is unknown makes a failed sign-in take
 * as long as a wrong password, so response times do not reveal which addresses have accounts.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}
