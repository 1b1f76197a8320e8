import { OAuth2Error, refreshAccessToken } from '../../../connectors/http/oauth2.ts';
import { tokenContext, type MailboxDeps } from './mailbox-deps.ts';
import type { MailboxProviderAdapter } from './mailbox-providers.ts';
import { updateConnectionTokens, type MailboxConnectionRow } from './mailboxes.repository.ts';

/** A token this close to its expiry is refreshed before use, so it does not expire in the middle of a sync. */
const EXPIRY_MARGIN_MS = 60_000;

/** The mailbox must be connected again: no refresh token, or the provider revoked it. */
export class ReconnectRequiredError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'ReconnectRequiredError';
  }
}

/**
 * A usable access token for the connection: the stored one while it is valid, otherwise a refreshed one (stored
 * encrypted again, with the new refresh token when the provider rotates it). `force` refreshes even a token that
 * looks valid (the API has just refused it).
 */
export async function accessTokenFor(
  deps: MailboxDeps,
  connection: MailboxConnectionRow,
  adapter: MailboxProviderAdapter,
  options: { force?: boolean } = {},
): Promise<string> {
  const cipher = await deps.cipher();
  const context = tokenContext(connection);
  const expiresAt = connection.tokenExpiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
  if (!options.force && expiresAt - deps.now().getTime() > EXPIRY_MARGIN_MS) {
    return cipher.decrypt(connection.accessTokenEnc, context);
  }
  if (!connection.refreshTokenEnc || !adapter.oauth) {
    throw new ReconnectRequiredError('The access token expired and there is no refresh token');
  }
  let tokens;
  try {
    tokens = await refreshAccessToken(deps.http, adapter.oauth, {
      refreshToken: cipher.decrypt(connection.refreshTokenEnc, context),
      now: deps.now,
    });
  } catch (error) {
    if (error instanceof OAuth2Error && ['invalid_grant', 'unauthorized_client'].includes(error.error)) {
      throw new ReconnectRequiredError(`The provider refused the refresh token (${error.error})`, {
        cause: error,
      });
    }
    throw error;
  }
  const update = {
    accessTokenEnc: cipher.encrypt(tokens.accessToken, context),
    ...(tokens.refreshToken ? { refreshTokenEnc: cipher.encrypt(tokens.refreshToken, context) } : {}),
    tokenExpiresAt: tokens.expiresAt,
  };
  await updateConnectionTokens(deps.db, connection.orgId, connection.id, update);
  Object.assign(connection, update); // later calls in this sync see the new token
  return tokens.accessToken;
}
