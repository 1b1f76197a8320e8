import { MAILBOX_PROVIDER_NAMES, type MailboxProvider } from '@vigila/domain';
import type { AppConfig } from '../../../config.ts';
import { createGmailMailbox, googleOAuthClient } from '../../../connectors/gmail/index.ts';
import type { HttpClient } from '../../../connectors/http/index.ts';
import type { OAuth2Client } from '../../../connectors/http/oauth2.ts';
import { createGraphMailbox, microsoftOAuthClient } from '../../../connectors/microsoft-graph/index.ts';

/** One message of a mailbox, as every provider delivers it to the import. */
export interface MailboxMessage {
  id: string;
  receivedAt: Date;
  raw: Buffer;
}

/** What the mailbox import needs of a provider, whatever its API. */
export interface MailboxApi {
  accountAddress(): Promise<string>;
  /** Messages received after `since`, oldest first, with their raw MIME; the account's own sent mail left out. */
  messagesSince(since: Date, account: string): AsyncGenerator<MailboxMessage>;
}

export interface MailboxProviderAdapter {
  provider: MailboxProvider;
  /** 'Microsoft 365', 'Gmail' */
  name: string;
  /** Null when the server has no client id for this provider: connecting answers 503. */
  oauth: OAuth2Client | null;
  api(accessToken: string): MailboxApi;
}

export type MailboxProviders = Record<MailboxProvider, MailboxProviderAdapter>;

export function callbackUrl(publicUrl: string, provider: MailboxProvider): string {
  return `${publicUrl}/api/mailboxes/${provider}/callback`;
}

/** The two providers, from the mailboxes block of the configuration; `http` is shared by their API calls. */
export function mailboxProviders(
  settings: AppConfig['mailboxes'],
  publicUrl: string,
  http: HttpClient,
): MailboxProviders {
  const { microsoft, gmail } = settings;
  return {
    microsoft: {
      provider: 'microsoft',
      name: MAILBOX_PROVIDER_NAMES.microsoft,
      oauth: microsoft.clientId
        ? microsoftOAuthClient({
            authorityUrl: microsoft.authorityUrl,
            clientId: microsoft.clientId,
            clientSecret: microsoft.clientSecret,
            redirectUri: callbackUrl(publicUrl, 'microsoft'),
          })
        : null,
      api: (accessToken) => createGraphMailbox({ baseUrl: microsoft.graphUrl, accessToken, http }),
    },
    gmail: {
      provider: 'gmail',
      name: MAILBOX_PROVIDER_NAMES.gmail,
      oauth: gmail.clientId
        ? googleOAuthClient({
            authUrl: gmail.authUrl,
            tokenUrl: gmail.tokenUrl,
            clientId: gmail.clientId,
            clientSecret: gmail.clientSecret,
            redirectUri: callbackUrl(publicUrl, 'gmail'),
          })
        : null,
      api(accessToken) {
        const mailbox = createGmailMailbox({ baseUrl: gmail.apiUrl, accessToken, http });
        return {
          accountAddress: () => mailbox.accountAddress(),
          messagesSince: (since) => mailbox.messagesSince(since),
        };
      },
    },
  };
}
