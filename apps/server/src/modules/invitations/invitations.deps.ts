import type { AppConfig } from '../../config.ts';
import type { Database, Db } from '../../db/client.ts';
import type { Mailer } from '../../mail/index.ts';
import { loadTokenCipher, type TokenCipher } from '../emails/index.ts';

/** Logs a send that failed (the cause is logged, the caller only hears that the e-mail could not be sent). */
export interface InvitationLogger {
  warn(object: object, message: string): void;
}

/**
 * What the invitations module takes of the services, named here so the module never imports the composition root:
 * services.ts's AppServices satisfies it.
 */
export interface InvitationsServices {
  config: Pick<AppConfig, 'mailboxes'>;
  database: Pick<Database, 'db'>;
  mailer: Mailer;
}

export interface InvitationDeps {
  db: Db;
  mailer: Mailer;
  /** Encrypts the token so the pending list can show the link again (same key as the mailbox tokens). */
  cipher: () => Promise<TokenCipher>;
  publicUrl: string;
  now: () => Date;
}

export function invitationDeps(services: InvitationsServices, publicUrl: string): InvitationDeps {
  const { database, config, mailer } = services;
  let cipher: Promise<TokenCipher> | null = null;
  return {
    db: database.db,
    mailer,
    cipher: () => (cipher ??= loadTokenCipher(database.db, config.mailboxes.tokenEncryptionKey)),
    publicUrl,
    now: () => new Date(),
  };
}

/** The associated data of an invitation's encrypted token: its id, so a ciphertext copied to another row fails. */
export const invitationTokenContext = (invitationId: string): string => invitationId;
