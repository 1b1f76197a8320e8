import type { Mailbox } from '@vigila/domain';
import { inArray } from 'drizzle-orm';
import { items } from '../db/schema/index.ts';
import type { TestApp } from './test-app.ts';

/** Steps the mailbox integration tests share: act as the browser in the OAuth redirect, wait for a sync. */
export function mailboxTestKit(t: () => TestApp) {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string) =>
    t().app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  const mailboxes = async (token: string): Promise<Mailbox[]> =>
    (await call('GET', '/api/mailboxes', token)).json<{ data: Mailbox[] }>().data;

  return {
    call,
    mailboxes,

    /**
     * The browser's part: open the provider's sign-in URL (the replay consents at once and redirects), then
     * follow the redirect to the app's callback. Answers the callback's response.
     */
    async signInAtProvider(url: string) {
      const atProvider = await fetch(url, { redirect: 'manual' });
      const location = atProvider.headers.get('location');
      if (atProvider.status !== 302 || !location) throw new Error(`provider answered ${atProvider.status}`);
      const callback = new URL(location);
      const response = await call('GET', `${callback.pathname}${callback.search}`);
      return { response, callbackPath: `${callback.pathname}${callback.search}` };
    },

    /**
     * Waits until no item waits for analysis, so a test does not end (and drop its database) while the workers
     * still write to it.
     */
    async waitForAnalyses(): Promise<void> {
      for (let i = 0; i < 300; i += 1) {
        const busy = await t()
          .database.db.select({ id: items.id })
          .from(items)
          .where(inArray(items.aiStatus, ['pending', 'processing']))
          .limit(1);
        if (busy.length === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },

    /** Polls the list until the mailbox shows a sync newer than `after` (the worker runs it). */
    async waitForSync(token: string, id: string, after: string | null): Promise<Mailbox> {
      for (let i = 0; i < 150; i += 1) {
        const mailbox = (await mailboxes(token)).find((m) => m.id === id);
        if (mailbox?.last_sync_at && mailbox.last_sync_at !== after) return mailbox;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error('the mailbox was not synced');
    },
  };
}

/** A small report e-mail, as a mailbox would hold it. */
export function reportMessage(options: { from: string; subject: string; body: string; date: Date }): Buffer {
  return Buffer.from(
    [
      `From: ${options.from}`,
      'To: safety@acme.test',
      `Subject: ${options.subject}`,
      `Date: ${options.date.toUTCString()}`,
      `Message-ID: <${options.subject.replace(/\W/g, '')}@example.test>`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      options.body,
      '',
    ].join('\r\n'),
  );
}
