import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  items,
  jobSchedules,
  mailboxConnections,
  mailboxOauthStates,
} from '../../../db/schema/index.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { addMember, buildOrg, buildUser } from '../../../test/factories.ts';
import { fixedAnalyzer } from '../../../test/fixed-analyzer.ts';
import { startMailProvidersReplay, type MailProvidersReplay } from '../../../test/mail-replay/index.ts';
import { mailboxTestKit, reportMessage } from '../../../test/mailbox-test-kit.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadTokenCipher } from '../token-cipher.ts';

const kinds = await testDatabaseKinds();
const DAY = 24 * 60 * 60 * 1000;
const fixture = (name: string) =>
  readFileSync(new URL(`../../../test/fixtures/email/${name}`, import.meta.url));

describe.each(kinds)('Microsoft 365 mailbox: connect, sync, refresh, revoke, remove on %s', (kind) => {
  let t: TestApp;
  let replay: MailProvidersReplay;
  let manager: string;
  let technician: string;
  let outsider: string;
  let acmeId: string;
  let mailboxId = '';
  const kit = mailboxTestKit(() => t);
  const ago = (ms: number) => new Date(Math.floor((Date.now() - ms) / 1000) * 1000);

  beforeAll(async () => {
    replay = await startMailProvidersReplay();
    // A yearly schedule: the periodic sync is stored, but never fires in the middle of a test.
    const env = { ...replay.env, MAILBOX_SYNC_CRON: '0 0 1 1 *' };
    t = await startTestApp(kind, { analyzer: fixedAnalyzer(), env });
    const { db } = t.database;
    const acme = await buildOrg(db, 'Acme');
    const other = await buildOrg(db, 'Other Co');
    acmeId = acme.id;
    const [mia, tom, olga] = await Promise.all([
      buildUser(db, { name: 'Mia Manager' }),
      buildUser(db, { name: 'Tom Technician' }),
      buildUser(db, { name: 'Olga Outsider' }),
    ]);
    await addMember(db, acme.id, mia.id, ['manager']);
    await addMember(db, acme.id, tom.id, ['technician']);
    await addMember(db, other.id, olga.id, ['owner']);
    manager = await t.issuer.mintToken({ sub: mia.id, org_id: acme.id });
    technician = await t.issuer.mintToken({ sub: tom.id, org_id: acme.id });
    outsider = await t.issuer.mintToken({ sub: olga.id, org_id: other.id });

    // The safety mailbox: three reports of this week, a draft, a reply the team sent, a calendar item that is no
    // e-mail, and an old message outside the first sync's window.
    const from = 'patient@example.test';
    const account = replay.microsoft.account;
    replay.microsoft.messages.push(
      {
        id: 'AAMkAGold00=',
        receivedAt: ago(10 * DAY),
        from,
        raw: reportMessage({ from, subject: 'Old', body: 'ADR old', date: ago(10 * DAY) }),
      },
      {
        id: 'AAMkAGm1-a==',
        receivedAt: ago(3 * DAY),
        from,
        raw: reportMessage({
          from,
          subject: 'Rash',
          body: 'ADR: a rash after the tablets',
          date: ago(3 * DAY),
        }),
      },
      {
        id: 'AAMkAGm2-b==',
        receivedAt: ago(2 * DAY),
        from: 'calendar@example.test',
        raw: fixture('postal-mime-calendar-event.eml'),
      },
      {
        id: 'AAMkAGm3-c==',
        receivedAt: ago(2 * DAY - 1000),
        from,
        raw: reportMessage({ from, subject: 'Broken', body: 'PQC: broken blister', date: ago(2 * DAY) }),
      },
      {
        id: 'AAMkAGdraft=',
        receivedAt: ago(DAY),
        from: account,
        isDraft: true,
        raw: reportMessage({ from: account, subject: 'Draft', body: 'ADR draft', date: ago(DAY) }),
      },
      {
        id: 'AAMkAGsent0=',
        receivedAt: ago(DAY - 1000),
        from: account,
        raw: reportMessage({ from: account, subject: 'Re: Rash', body: 'ADR reply', date: ago(DAY) }),
      },
      { id: 'AAMkAGnotml=', receivedAt: ago(DAY - 2000), from, raw: randomBytes(300) },
    );
  }, 120_000);
  afterAll(async () => {
    await kit.waitForAnalyses();
    await t.close();
    await replay.close();
  });

  it('lets only owners, admins and managers start a connection', async () => {
    const refused = await kit.call('POST', '/api/mailboxes/microsoft/connect', technician);
    expect(refused.statusCode).toBe(403);
    expect(await t.database.db.select().from(mailboxOauthStates)).toEqual([]);
  });

  it('connects through the OAuth2 code flow with state and PKCE, storing the tokens encrypted', async () => {
    // A 429 with Retry-After on the first list page, and a 500 on one raw download: both retried.
    replay.server.fault('/graph/v1.0/me/messages', {
      status: 429,
      headers: { 'retry-after': '1' },
      body: {
        error: { code: 'TooManyRequests', message: 'Application is over its MailboxConcurrency limit.' },
      },
    });
    replay.server.fault('/graph/v1.0/me/messages/AAMkAGm1-a==/$value', {
      status: 500,
      body: { error: { code: 'InternalServerError', message: 'Internal Server Error' } },
    });

    const started = await kit.call('POST', '/api/mailboxes/microsoft/connect', manager);
    expect(started.statusCode).toBe(200);
    const url = new URL(started.json<{ url: string }>().url);
    expect(url.origin + url.pathname).toBe(`${replay.server.url}/ms/common/oauth2/v2.0/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'ms-client-id',
      response_type: 'code',
      redirect_uri: 'http://localhost:3000/api/mailboxes/microsoft/callback',
      scope: 'offline_access User.Read Mail.Read',
      code_challenge_method: 'S256',
      response_mode: 'query',
    });
    const state = url.searchParams.get('state') ?? '';
    expect(state).toMatch(/^[\w-]{43}$/);
    // Only the hash of the state is kept.
    const [pending] = await t.database.db.select().from(mailboxOauthStates);
    expect(pending?.stateHash).not.toBe(state);

    const { response, callbackPath } = await kit.signInAtProvider(url.toString());
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/settings?mailbox=connected&provider=microsoft');

    // The state works once: the same callback again fails and exchanges nothing.
    const replayed = await kit.call('GET', callbackPath);
    expect(replayed.headers.location).toBe('/settings?mailbox=error&provider=microsoft');
    expect(replay.microsoft.oauth.grants.authorizationCode).toBe(1);

    const [row] = await t.database.db.select().from(mailboxConnections);
    expect(row).toMatchObject({
      orgId: acmeId,
      provider: 'microsoft',
      account: replay.microsoft.account,
      status: 'connected',
    });
    mailboxId = row?.id ?? '';
    expect(row?.accessTokenEnc).toMatch(/^v1\./);
    expect(row?.accessTokenEnc).not.toContain('eyJ0eXAiOiJKV1Qi');
    const cipher = await loadTokenCipher(t.database.db, null);
    const context = `mailbox:${acmeId}:microsoft:${replay.microsoft.account}`;
    expect(
      replay.microsoft.oauth.accepts(`Bearer ${cipher.decrypt(row?.accessTokenEnc ?? '', context)}`),
    ).toBe(true);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.type, 'mailbox.connected'));
    expect(audit.map((e) => e.data)).toEqual([
      {
        connectionId: mailboxId,
        provider: 'microsoft',
        account: replay.microsoft.account,
        reconnected: false,
      },
    ]);
  });

  it('imports the new messages of the first week, paging, through the upload path', async () => {
    const synced = await kit.waitForSync(technician, mailboxId, null);
    expect(synced).toMatchObject({
      status: 'connected',
      account: replay.microsoft.account,
      connected_by: 'Mia Manager',
      last_sync_count: 3,
      last_sync_result: 'Imported 3 new e-mails; 1 item was not an e-mail message and skipped',
    });
    const imported = await t.database.db
      .select()
      .from(items)
      .where(and(eq(items.orgId, acmeId), eq(items.sourceKey, replay.microsoft.account)));
    expect(imported.map((i) => i.title).sort()).toEqual([
      'Broken',
      'Invitation: Test event ⏰ @ Thu Apr 11, 2024 11am - 12pm (GMT+3) (andris@ethereal.email)',
      'Rash',
    ]);
    expect(imported.find((i) => i.title === 'Rash')?.data).toMatchObject({
      origin: 'microsoft',
      mailbox_id: mailboxId,
      provider_message_id: 'AAMkAGm1-a==',
    });
    const lists = replay.server.seen.filter((r) => r.path === '/graph/v1.0/me/messages');
    expect(lists.length).toBe(1 + 3); // one 429, then six messages in the window at two per page
    expect(lists[0]?.query.get('$select')).toBe('id,receivedDateTime,isDraft,from');
    const downloads = replay.server.seen.filter(
      (r) => r.path === '/graph/v1.0/me/messages/AAMkAGm1-a==/$value',
    );
    expect(downloads).toHaveLength(2); // the 500, then the retry
  });

  it('syncs again on request (any member) from where it stopped', async () => {
    const before = (await kit.mailboxes(manager))[0]?.last_sync_at ?? null;
    const asked = await kit.call('POST', `/api/mailboxes/${mailboxId}/sync`, technician);
    expect(asked.json()).toEqual({ success: true, message: 'Mailbox sync started' });
    const synced = await kit.waitForSync(technician, mailboxId, before);
    expect(synced).toMatchObject({
      status: 'connected',
      last_sync_count: 0,
      last_sync_result: 'No new e-mails',
    });
    const last = replay.server.seen.filter((r) => r.path === '/graph/v1.0/me/messages').at(-1);
    expect(last?.query.get('$filter')).toMatch(/^receivedDateTime gt \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('refreshes an access token the API refuses, and goes on', async () => {
    replay.microsoft.oauth.expireAccessTokens();
    const from = 'nurse@example.test';
    replay.microsoft.messages.push({
      id: 'AAMkAGnew0=',
      receivedAt: ago(0),
      from,
      raw: reportMessage({ from, subject: 'Dizzy', body: 'ADR: dizziness', date: ago(0) }),
    });
    const before = (await kit.mailboxes(manager))[0]?.last_sync_at ?? null;
    await kit.call('POST', `/api/mailboxes/${mailboxId}/sync`, manager);
    const synced = await kit.waitForSync(manager, mailboxId, before);
    expect(synced).toMatchObject({ status: 'connected', last_sync_result: 'Imported 1 new e-mail' });
    expect(replay.microsoft.oauth.grants.refreshToken).toBe(1);
  });

  it('marks the mailbox for reconnection when the provider revoked the access', async () => {
    replay.microsoft.oauth.revokeAll();
    const before = (await kit.mailboxes(manager))[0]?.last_sync_at ?? null;
    await kit.call('POST', `/api/mailboxes/${mailboxId}/sync`, manager);
    const synced = await kit.waitForSync(manager, mailboxId, before);
    expect(synced).toMatchObject({
      status: 'reconnect',
      last_sync_count: null,
      last_sync_result: 'Access to the mailbox was revoked or has expired: connect it again',
    });
  });

  it('shows, syncs and removes nothing of another organisation', async () => {
    expect(await kit.mailboxes(outsider)).toEqual([]);
    expect((await kit.call('POST', `/api/mailboxes/${mailboxId}/sync`, outsider)).statusCode).toBe(404);
    expect((await kit.call('DELETE', `/api/mailboxes/${mailboxId}`, outsider)).statusCode).toBe(404);
    expect(await t.database.db.select({ n: count() }).from(mailboxConnections)).toEqual([{ n: 1 }]);
  });

  it('lets a manager, not a technician, remove the mailbox as the permission matrix says; its e-mails stay', async () => {
    const refused = await kit.call('DELETE', `/api/mailboxes/${mailboxId}`, technician);
    expect(refused.statusCode).toBe(403);
    // Removing a channel is the matrix's "channel.remove" (decision 0034): taken from managers, they are refused too.
    const { db } = t.database;
    const owen = await buildUser(db, { name: 'Owen Owner' });
    await addMember(db, acmeId, owen.id, ['owner']);
    const owner = await t.issuer.mintToken({ sub: owen.id, org_id: acmeId });
    const setManagers = (allowed: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/org/permissions',
        headers: { authorization: `Bearer ${owner}` },
        payload: { role: 'manager', action: 'channel.remove', allowed },
      });
    expect((await setManagers(false)).statusCode).toBe(200);
    const revoked = await kit.call('DELETE', `/api/mailboxes/${mailboxId}`, manager);
    expect(revoked.statusCode).toBe(403);
    expect(revoked.json()).toMatchObject({ code: 'permission_channel_remove' });
    expect((await setManagers(true)).statusCode).toBe(200);
    const removed = await kit.call('DELETE', `/api/mailboxes/${mailboxId}`, manager);
    expect(removed.json()).toEqual({ success: true });
    expect(await kit.mailboxes(manager)).toEqual([]);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.type, 'mailbox.deleted'));
    expect(audit.map((e) => e.data)).toEqual([
      { connectionId: mailboxId, provider: 'microsoft', account: replay.microsoft.account },
    ]);
    expect(await t.database.db.select().from(jobSchedules).where(eq(jobSchedules.key, mailboxId))).toEqual(
      [],
    );
    const kept = await t.database.db
      .select({ n: count() })
      .from(items)
      .where(eq(items.sourceKey, replay.microsoft.account));
    expect(kept).toEqual([{ n: 4 }]);
  });
});
