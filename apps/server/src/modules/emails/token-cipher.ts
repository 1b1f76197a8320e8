import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { loadOrCreateServerSecret } from '../../db/server-secrets.ts';

/**
 * Mailbox access and refresh tokens are encrypted at rest with AES-256-GCM. The key comes from
 * TOKEN_ENCRYPTION_KEY (production: keep it outside the database, so a database dump alone reveals no token) or,
 * when unset, from a key generated once into server_secrets (the embedded default: nothing to configure).
 * The associated data binds each ciphertext to its row, so a token copied into another row does not decrypt.
 */
export interface TokenCipher {
  encrypt(plaintext: string, context: string): string;
  decrypt(sealed: string, context: string): string;
}

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const SECRET_NAME = 'mailboxes.token_key';

/** Reads a 32-byte key written as hex (64 characters) or base64/base64url. */
export function decodeKey(raw: string): Buffer {
  const text = raw.trim();
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64url');
  if (key.length !== KEY_BYTES) {
    throw new Error('TOKEN_ENCRYPTION_KEY must be 32 bytes, written as 64 hex characters or base64');
  }
  return key;
}

export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== KEY_BYTES) throw new Error('The token key must be 32 bytes');
  return {
    encrypt(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    decrypt(sealed, context) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined) {
        throw new Error('Unreadable encrypted token');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
      return plain.toString('utf8');
    },
  };
}

/** The generated key: inserted once (a concurrent first start keeps whichever insert won), then read back. */
async function storedKey(db: Db): Promise<Buffer> {
  const value = await loadOrCreateServerSecret(db, SECRET_NAME, () =>
    randomBytes(KEY_BYTES).toString('base64url'),
  );
  return decodeKey(value);
}

export async function loadTokenCipher(db: Db, configuredKey: string | null): Promise<TokenCipher> {
  return createTokenCipher(configuredKey ? decodeKey(configuredKey) : await storedKey(db));
}
