import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Expiring links to stored files, for the browser's <audio> element, which cannot send a bearer token.
 * The signature covers the key and the expiry; anyone holding the URL can read the file until it expires.
 */
export const SIGNED_URL_TTL_SECONDS = 15 * 60;

function signature(secret: Buffer, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');
}

export function signBlobUrl(options: {
  secret: Buffer;
  baseUrl: string;
  key: string;
  now?: Date;
  ttlSeconds?: number;
}): { url: string; expiresAt: Date } {
  const now = options.now ?? new Date();
  const expires = Math.floor(now.getTime() / 1000) + (options.ttlSeconds ?? SIGNED_URL_TTL_SECONDS);
  const params = new URLSearchParams({
    key: options.key,
    expires: String(expires),
    sig: signature(options.secret, options.key, expires),
  });
  return { url: `${options.baseUrl}/files?${params.toString()}`, expiresAt: new Date(expires * 1000) };
}

export function verifyBlobSignature(options: {
  secret: Buffer;
  key: string;
  expires: number;
  sig: string;
  now?: Date;
}): boolean {
  const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (!Number.isInteger(options.expires) || options.expires < nowSeconds) return false;
  const expected = Buffer.from(signature(options.secret, options.key, options.expires));
  const given = Buffer.from(options.sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
