import { z } from 'zod';
import { createHttpClient, type HttpClient } from '../http/index.ts';

/** Microsoft Graph v1.0, the parts a mailbox import needs: who am I, list messages, raw MIME of one message. */

const meSchema = z.object({
  mail: z.string().nullable().optional(),
  userPrincipalName: z.string().optional(),
});

const messageSchema = z.object({
  id: z.string(),
  receivedDateTime: z.string(),
  isDraft: z.boolean().optional(),
  from: z
    .object({ emailAddress: z.object({ address: z.string().optional() }).optional() })
    .nullable()
    .optional(),
});
const messagePageSchema = z.object({
  value: z.array(messageSchema),
  '@odata.nextLink': z.string().optional(),
});

export interface GraphMessage {
  id: string;
  receivedAt: Date;
  raw: Buffer;
}

/** Messages per list page: Graph's default is 10, its maximum for messages 1000; raw MIME is fetched one by one. */
const PAGE_SIZE = 50;

export interface GraphMailbox {
  /** The mailbox address: `mail`, or the sign-in name when the account has no mail attribute. */
  accountAddress(): Promise<string>;
  /**
   * Messages received after `since`, oldest first, with their raw MIME (`/messages/{id}/$value`). Drafts and the
   * account's own sent messages are left out: they are not reports that arrived.
   */
  messagesSince(since: Date, account: string): AsyncGenerator<GraphMessage>;
}

export function createGraphMailbox(options: {
  baseUrl: string;
  accessToken: string;
  http?: HttpClient;
}): GraphMailbox {
  const http = options.http ?? createHttpClient();
  const auth = { authorization: `Bearer ${options.accessToken}` };
  const baseUrl = options.baseUrl.replace(/\/$/, '');

  return {
    async accountAddress() {
      const response = await http.request({
        url: `${baseUrl}/me`,
        query: { $select: 'mail,userPrincipalName' },
        headers: auth,
      });
      const me = meSchema.parse(response.json());
      const address = me.mail ?? me.userPrincipalName;
      if (!address) throw new Error('Microsoft Graph returned no address for the signed-in account');
      return address;
    },

    async *messagesSince(since, account) {
      let next: string | null = null;
      const first = {
        url: `${baseUrl}/me/messages`,
        query: {
          $select: 'id,receivedDateTime,isDraft,from',
          $filter: `receivedDateTime gt ${since.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
          $orderby: 'receivedDateTime asc',
          $top: PAGE_SIZE,
        },
      };
      do {
        // The next link carries every query option already; it is followed as given.
        const request = next === null ? first : { url: next };
        const page = messagePageSchema.parse((await http.request({ ...request, headers: auth })).json());
        for (const message of page.value) {
          const sender = message.from?.emailAddress?.address ?? '';
          if (message.isDraft === true || sender.toLowerCase() === account.toLowerCase()) continue;
          const raw = await http.request({
            url: `${baseUrl}/me/messages/${encodeURIComponent(message.id)}/$value`,
            headers: auth,
          });
          yield { id: message.id, receivedAt: new Date(message.receivedDateTime), raw: raw.body };
        }
        next = page['@odata.nextLink'] ?? null;
      } while (next !== null);
    },
  };
}
