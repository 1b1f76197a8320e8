import { graphReplay, type ReplayMessage } from './graph-replay.ts';
import { gmailReplay } from './gmail-replay.ts';
import { oauthReplay, type OAuthReplay } from './oauth-replay.ts';
import { startReplayServer, type ReplayServer } from './replay-server.ts';

export type { ReplayMessage } from './graph-replay.ts';

/** Microsoft 365 and Gmail on one local server, and the settings that point the app at it. */
export interface MailProvidersReplay {
  server: ReplayServer;
  env: Record<string, string>;
  microsoft: { oauth: OAuthReplay; account: string; messages: ReplayMessage[] };
  google: { oauth: OAuthReplay; account: string; messages: ReplayMessage[] };
  close(): Promise<void>;
}

export async function startMailProvidersReplay(
  options: { accessTokenLifetime?: number } = {},
): Promise<MailProvidersReplay> {
  const microsoft = {
    oauth: oauthReplay({
      style: 'microsoft',
      authorizePath: '/ms/common/oauth2/v2.0/authorize',
      tokenPath: '/ms/common/oauth2/v2.0/token',
      clientId: 'ms-client-id',
      clientSecret: 'ms-client-secret',
      scope: 'https://graph.microsoft.com/Mail.Read https://graph.microsoft.com/User.Read',
      ...options,
    }),
    account: 'safety@acme.onmicrosoft.com',
    messages: [] as ReplayMessage[],
  };
  const google = {
    oauth: oauthReplay({
      style: 'google',
      authorizePath: '/google/o/oauth2/v2/auth',
      tokenPath: '/google/token',
      clientId: 'google-client-id.apps.googleusercontent.com',
      clientSecret: 'GOCSPX-google-secret',
      scope: 'https://www.googleapis.com/auth/gmail.readonly',
      ...options,
    }),
    account: 'pv.acme@gmail.com',
    messages: [] as ReplayMessage[],
  };
  let url = '';
  const server = await startReplayServer([
    microsoft.oauth.handler,
    google.oauth.handler,
    graphReplay({ baseUrl: () => url, basePath: '/graph/v1.0', ...microsoft }),
    gmailReplay({ basePath: '/gmail/v1', ...google }),
  ]);
  url = server.url;
  return {
    server,
    microsoft,
    google,
    env: {
      MS_AUTHORITY_URL: `${url}/ms/common/oauth2/v2.0`,
      MS_GRAPH_URL: `${url}/graph/v1.0`,
      MS_CLIENT_ID: 'ms-client-id',
      MS_CLIENT_SECRET: 'ms-client-secret',
      GOOGLE_AUTH_URL: `${url}/google/o/oauth2/v2/auth`,
      GOOGLE_TOKEN_URL: `${url}/google/token`,
      GMAIL_API_URL: `${url}/gmail/v1`,
      GOOGLE_CLIENT_ID: 'google-client-id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'GOCSPX-google-secret',
    },
    close: () => server.close(),
  };
}
