import type { OAuth2Client } from '../http/oauth2.ts';

/**
 * Google's OAuth 2.0 for a web server app reading one Gmail mailbox. access_type=offline with prompt=consent makes
 * Google issue a refresh token on every connection (it sends one only on the first consent otherwise).
 */
export const GMAIL_SCOPES = ['https://www.googleapis.com/auth/gmail.readonly'] as const;

export function googleOAuthClient(settings: {
  authUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string | null;
  redirectUri: string;
}): OAuth2Client {
  return {
    authorizeUrl: settings.authUrl,
    tokenUrl: settings.tokenUrl,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    redirectUri: settings.redirectUri,
    scopes: GMAIL_SCOPES,
    authorizeParams: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
  };
}
