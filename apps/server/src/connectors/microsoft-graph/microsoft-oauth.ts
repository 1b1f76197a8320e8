import type { OAuth2Client } from '../http/oauth2.ts';

/**
 * The Microsoft identity platform (v2.0 endpoints under MS_AUTHORITY_URL) for a web app reading one mailbox:
 * delegated Mail.Read, User.Read for the address, offline_access for a refresh token. PKCE is sent as well.
 */
export const MICROSOFT_MAIL_SCOPES = ['offline_access', 'User.Read', 'Mail.Read'] as const;

export function microsoftOAuthClient(settings: {
  authorityUrl: string;
  clientId: string;
  clientSecret: string | null;
  redirectUri: string;
}): OAuth2Client {
  const authority = settings.authorityUrl.replace(/\/$/, '');
  return {
    authorizeUrl: `${authority}/authorize`,
    tokenUrl: `${authority}/token`,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    redirectUri: settings.redirectUri,
    scopes: MICROSOFT_MAIL_SCOPES,
    // The code comes back in the query string; the user picks the account (shared mailboxes are common).
    authorizeParams: { response_mode: 'query', prompt: 'select_account' },
  };
}
