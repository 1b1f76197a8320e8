import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, mailboxConnections } from '../../../db/schema/index.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { addMember, buildOrg, buildUser } from '../../../test/factories.ts';
import { fixedAnalyzer } from '../../../test/fixed-analyzer.ts';
import { startMailProvidersReplay, type MailProvidersReplay } from '../../../test/mail-replay/index.ts';
import { mailboxTestKit, reportMessage } from '../../../test/mailbox-test-kit.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { MAX_MESSAGES_PER_SYNC } from './sync-mailbox.service.ts';

const kinds = await testDatabaseKinds();

describe.each(kinds)('a full mailbox is imported in batches on %s', (kind) => {
  let t: TestApp;
  let replay: MailProvidersReplay;
  let admin: string;
  const kit = mailboxTestKit(() => t);

  beforeAll(async () => {
    replay = await startMailProvidersReplay();
    t = await startTestApp(kind, {
      analyzer: fixedAnalyzer(),
      env: { ...replay.env, MAILBOX_SYNC_CRON: '' },
    });
    const org = await buildOrg(t.database.db, 'Acme');
    const ada = await buildUser(t.database.db, { name: 'Ada Admin' });
    await addMember(t.database.db, org.id, ada.id, ['admin']);
    admin = await t.issuer.mintToken({ sub: ada.id, org_id: org.id });

    // One message a minute for the last hours; the 100th and 101st arrived in the same second.
    const start = Math.floor(Date.now() / 60_000) * 60_000 - 3 * 60 * 60_000;
    const from = 'patient@example.test';
    for (let n = 1; n <= MAX_MESSAGES_PER_SYNC + 3; n += 1) {
      const minute = n <= MAX_MESSAGES_PER_SYNC ? n : n - 1;
      const at = new Date(start + minute * 60_000);
      const raw = reportMessage({ from, subject: `Report ${n}`, body: `report number ${n}`, date: at });
      replay.microsoft.messages.push({
        id: `AAMkAG${String(n).padStart(4, '0')}=`,
        receivedAt: at,
        from,
        raw,
      });
    }
  }, 120_000);
  afterAll(async () => {
    await kit.waitForAnalyses();
    await t.close();
    await replay.close();
  });

  it('stops after a batch only between two received times, and a follow-up job imports the rest', async () => {
    const started = await kit.call('POST', '/api/mailboxes/microsoft/connect', admin);
    await kit.signInAtProvider(started.json<{ url: string }>().url);
    const [mailbox] = await kit.mailboxes(admin);
    const id = mailbox?.id ?? '';

    // The follow-up job may finish before a poll sees the first result: wait for all, then read the trail.
    for (let i = 0; i < 150; i += 1) {
      const [n] = await t.database.db.select({ n: count() }).from(items);
      if (n?.n === MAX_MESSAGES_PER_SYNC + 3) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const done = await kit.waitForSync(admin, id, null);
    expect(done).toMatchObject({
      status: 'connected',
      last_sync_count: 2,
      last_sync_result: 'Imported 2 new e-mails',
    });
    expect(await t.database.db.select({ n: count() }).from(items)).toEqual([
      { n: MAX_MESSAGES_PER_SYNC + 3 },
    ]);

    // Two syncs: the first stopped after the 101st message (the 100th and 101st share a second), the second
    // started after that second and found the last two.
    const firstPages = replay.server.seen.filter(
      (r) => r.path === '/graph/v1.0/me/messages' && !r.query.has('$skip'),
    );
    expect(firstPages).toHaveLength(2);
    const boundary = replay.microsoft.messages[MAX_MESSAGES_PER_SYNC]?.receivedAt
      .toISOString()
      .replace('.000Z', 'Z');
    expect(firstPages[1]?.query.get('$filter')).toBe(`receivedDateTime gt ${boundary}`);
    const [row] = await t.database.db.select().from(mailboxConnections).where(eq(mailboxConnections.id, id));
    expect(row?.syncCursor?.toISOString()).toBe(replay.microsoft.messages.at(-1)?.receivedAt.toISOString());
  });
});
