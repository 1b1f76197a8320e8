import { z } from 'zod';
import { createHttpClient, type HttpClient } from '../http/index.ts';

/** Gmail API v1, the parts a mailbox import needs: the profile, message ids by query, one message as raw MIME. */

const profileSchema = z.object({ emailAddress: z.string(), historyId: z.string().optional() });
const listSchema = z.object({
  messages: z.array(z.object({ id: z.string(), threadId: z.string().optional() })).optional(),
  nextPageToken: z.string().optional(),
});
const rawMessageSchema = z.object({ id: z.string(), raw: z.string(), internalDate: z.string() });

export interface GmailMessage {
  id: string;
  receivedAt: Date;
  raw: Buffer;
}

/** Ids per list page (Gmail's maximum is 500). */
const PAGE_SIZE = 500;
/** A sync lists at most this many ids: a week of a busy safety mailbox, far above the usual. */
const MAX_LISTED_IDS = 10_000;

export interface GmailMailbox {
  accountAddress(): Promise<string>;
  /**
   * Messages received after `since`, oldest first, with their raw MIME. Gmail lists newest first, so the ids of
   * the whole window are listed before the first message is fetched. Sent messages and drafts are left out.
   */
  messagesSince(since: Date): AsyncGenerator<GmailMessage>;
}

export function createGmailMailbox(options: {
  baseUrl: string;
  accessToken: string;
  http?: HttpClient;
}): GmailMailbox {
  const http = options.http ?? createHttpClient();
  const headers = { authorization: `Bearer ${options.accessToken}` };
  const users = `${options.baseUrl.replace(/\/$/, '')}/users/me`;

  async function listIds(since: Date): Promise<string[]> {
    const ids: string[] = [];
    let pageToken: string | undefined;
    // after: takes epoch seconds; messages in the boundary second are filtered out again by internalDate.
    const q = `after:${Math.floor(since.getTime() / 1000)} -in:sent -in:drafts`;
    do {
      const response = await http.request({
        url: `${users}/messages`,
        query: { q, maxResults: PAGE_SIZE, pageToken },
        headers,
      });
      const page = listSchema.parse(response.json());
      ids.push(...(page.messages ?? []).map((message) => message.id));
      pageToken = page.nextPageToken;
    } while (pageToken !== undefined && ids.length < MAX_LISTED_IDS);
    return ids;
  }

  return {
    async accountAddress() {
      const response = await http.request({ url: `${users}/profile`, headers });
      return profileSchema.parse(response.json()).emailAddress;
    },

    async *messagesSince(since) {
      const ids = (await listIds(since)).reverse();
      for (const id of ids) {
        const response = await http.request({
          url: `${users}/messages/${encodeURIComponent(id)}`,
          query: { format: 'raw' },
          headers,
        });
        const message = rawMessageSchema.parse(response.json());
        const receivedAt = new Date(Number(message.internalDate));
        if (receivedAt.getTime() <= since.getTime()) continue;
        yield { id: message.id, receivedAt, raw: Buffer.from(message.raw, 'base64url') };
      }
    },
  };
}
