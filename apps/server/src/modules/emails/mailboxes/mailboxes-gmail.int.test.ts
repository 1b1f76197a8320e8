import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, mailboxConnections, mailboxOauthStates } from '../../../db/schema/index.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { addMember, buildOrg, buildUser } from '../../../test/factories.ts';
import { fixedAnalyzer } from '../../../test/fixed-analyzer.ts';
import { startMailProvidersReplay, type MailProvidersReplay } from '../../../test/mail-replay/index.ts';
import { mailboxTestKit, reportMessage } from '../../../test/mailbox-test-kit.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

const kinds = await testDatabaseKinds();
const DAY = 24 * 60 * 60 * 1000;

describe.each(kinds)('Gmail mailbox on %s', (kind) => {
  let t: TestApp;
  let replay: MailProvidersReplay;
  let owner: string;
  let acmeId: string;
  const kit = mailboxTestKit(() => t);
  const ago = (ms: number) => new Date(Date.now() - ms);

  beforeAll(async () => {
    replay = await startMailProvidersReplay();
    t = await startTestApp(kind, {
      analyzer: fixedAnalyzer(),
      env: { ...replay.env, MAILBOX_SYNC_CRON: '' },
    });
    const acme = await buildOrg(t.database.db, 'Acme');
    acmeId = acme.id;
    const olivia = await buildUser(t.database.db, { name: 'Olivia Owner' });
    await addMember(t.database.db, acme.id, olivia.id, ['owner']);
    owner = await t.issuer.mintToken({ sub: olivia.id, org_id: acme.id });

    const from = 'pharmacist@example.test';
    const account = replay.google.account;
    const message = (id: string, at: Date, subject: string, body: string, sender = from) => ({
      id,
      receivedAt: at,
      from: sender,
      raw: reportMessage({ from: sender, subject, body, date: at }),
    });
    replay.google.messages.push(
      message('18c0a1f2e3d4c5b1', ago(8 * DAY), 'Too old', 'ADR old'),
      message('18c0a1f2e3d4c5b2', ago(3 * DAY), 'Crumbled', 'PQC: the tablets crumbled'),
      message('18c0a1f2e3d4c5b3', ago(2 * DAY), 'Dose', 'MI: can I take it with ibuprofen?'),
      message('18c0a1f2e3d4c5b4', ago(DAY), 'Re: Dose', 'our answer', account),
      message('18c0a1f2e3d4c5b5', ago(DAY / 2), 'Palpitations', 'ADR: palpitations since Monday'),
    );
  }, 120_000);
  afterAll(async () => {
    await kit.waitForAnalyses();
    await t.close();
    await replay.close();
  });

  const connect = async () => {
    const started = await kit.call('POST', '/api/mailboxes/gmail/connect', owner);
    expect(started.statusCode).toBe(200);
    return new URL(started.json<{ url: string }>().url);
  };

  it('comes back with ?mailbox=error when the user cancels at Google', async () => {
    const url = await connect();
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      redirect_uri: 'http://localhost:3000/api/mailboxes/gmail/callback',
      scope: 'https://www.googleapis.com/auth/gmail.readonly',
      access_type: 'offline',
      prompt: 'consent',
      code_challenge_method: 'S256',
    });
    replay.google.oauth.denyNext();
    const { response } = await kit.signInAtProvider(url.toString());
    expect(response.headers.location).toBe('/settings?mailbox=error&provider=gmail');
    expect(await t.database.db.select({ n: count() }).from(mailboxConnections)).toEqual([{ n: 0 }]);
  });

  it('refuses an expired state, and a state issued for the other provider', async () => {
    const url = await connect();
    await t.database.db.update(mailboxOauthStates).set({ expiresAt: new Date(Date.now() - 1000) });
    const { response } = await kit.signInAtProvider(url.toString());
    expect(response.headers.location).toBe('/settings?mailbox=error&provider=gmail');

    const other = await connect();
    const state = other.searchParams.get('state') ?? '';
    const crossed = await kit.call('GET', `/api/mailboxes/microsoft/callback?code=x&state=${state}`);
    expect(crossed.headers.location).toBe('/settings?mailbox=error&provider=microsoft');
    expect(replay.google.oauth.grants.authorizationCode).toBe(0);
  });

  it('connects and imports the week: paged ids, raw base64url messages, sent mail left out', async () => {
    replay.server.fault('/gmail/v1/users/me/messages/18c0a1f2e3d4c5b3', {
      status: 500,
      body: { error: { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' } },
    });
    const { response } = await kit.signInAtProvider((await connect()).toString());
    expect(response.headers.location).toBe('/settings?mailbox=connected&provider=gmail');
    const [mailbox] = await kit.mailboxes(owner);
    expect(mailbox).toMatchObject({
      provider: 'gmail',
      account: replay.google.account,
      connected_by: 'Olivia Owner',
    });

    const synced = await kit.waitForSync(owner, mailbox?.id ?? '', null);
    expect(synced).toMatchObject({
      status: 'connected',
      last_sync_count: 3,
      last_sync_result: 'Imported 3 new e-mails',
    });
    const imported = await t.database.db.select().from(items).where(eq(items.orgId, acmeId));
    expect(imported.map((i) => i.title).sort()).toEqual(['Crumbled', 'Dose', 'Palpitations']);
    expect(imported.every((i) => i.sourceKey === replay.google.account)).toBe(true);

    const lists = replay.server.seen.filter((r) => r.path === '/gmail/v1/users/me/messages');
    expect(lists.map((r) => r.query.get('pageToken'))).toEqual([null, '2']);
    expect(lists[0]?.query.get('q')).toMatch(/^after:\d{10} -in:sent -in:drafts$/);
    const gets = replay.server.seen.filter((r) => r.path === '/gmail/v1/users/me/messages/18c0a1f2e3d4c5b3');
    expect(gets).toHaveLength(2); // the 500, then the retry
  });

  it('imports only what is new on the next sync, re-reading just the boundary second', async () => {
    const [mailbox] = await kit.mailboxes(owner);
    const from = 'doctor@example.test';
    const at = ago(1000);
    replay.google.messages.push({
      id: '18c0a1f2e3d4c5b6',
      receivedAt: at,
      from,
      raw: reportMessage({ from, subject: 'Overdose', body: 'ADR: took twice the dose', date: at }),
    });
    await kit.call('POST', `/api/mailboxes/${mailbox?.id ?? ''}/sync`, owner);
    const synced = await kit.waitForSync(owner, mailbox?.id ?? '', mailbox?.last_sync_at ?? null);
    expect(synced).toMatchObject({
      status: 'connected',
      last_sync_count: 1,
      last_sync_result: 'Imported 1 new e-mail',
    });
    expect(await t.database.db.select({ n: count() }).from(items)).toEqual([{ n: 4 }]);
  });
});

describe.each(kinds)('mailboxes on a server without provider apps on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { workers: false });
  }, 120_000);
  afterAll(() => t.close());

  it('answers 503 with the provider name, so the UI can say it failed to connect', async () => {
    const org = await buildOrg(t.database.db, 'Acme');
    const admin = await buildUser(t.database.db, { name: 'Ada Admin' });
    await addMember(t.database.db, org.id, admin.id, ['admin']);
    const token = await t.issuer.mintToken({ sub: admin.id, org_id: org.id });
    const kit = mailboxTestKit(() => t);
    const microsoft = await kit.call('POST', '/api/mailboxes/microsoft/connect', token);
    expect(microsoft.statusCode).toBe(503);
    expect(microsoft.json()).toEqual({
      error: 'Microsoft 365 is not configured on this server',
      code: 'microsoft_not_configured',
    });
    const gmail = await kit.call('POST', '/api/mailboxes/gmail/connect', token);
    expect(gmail.json()).toEqual({
      error: 'Gmail is not configured on this server',
      code: 'gmail_not_configured',
    });
    expect((await kit.call('POST', '/api/mailboxes/yahoo/connect', token)).statusCode).toBe(400);
  });
});
