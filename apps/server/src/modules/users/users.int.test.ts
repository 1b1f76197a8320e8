import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, memberships, orgs, users } from '../../db/schema/index.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { addMember, buildOrg, buildUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const kinds = await testDatabaseKinds();

describe.each(kinds)('users on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const call = async (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  const counts = async () => {
    const { db } = t.database;
    const n = async (table: typeof users | typeof orgs | typeof memberships | typeof auditEvents) =>
      (await db.select({ n: count() }).from(table))[0]?.n;
    return {
      users: await n(users),
      orgs: await n(orgs),
      memberships: await n(memberships),
      audit: await n(auditEvents),
    };
  };

  // Alice signs in with an outside provider (say Auth0) whose token lists her organisation and role.
  const alice = { sub: 'auth0|alice', email: 'alice@acme.test' };
  const aliceClaims = { ...alice, orgs: [{ id: 'org_acme', name: 'Acme Pharma' }], roles: ['admin'] };
  const aliceBody = {
    id: 'auth0|alice',
    email: 'alice@acme.test',
    name: 'Alice Admin',
    picture: 'https://cdn.test/alice.png',
    org_name: 'Acme Pharma',
    org_id: 'org_acme',
    role: 'admin',
  };
  // The body's picture is never kept: only the issuer's token may name one (register-profile.int.test.ts).
  const aliceUser = {
    id: 'auth0|alice',
    email: 'alice@acme.test',
    name: 'Alice Admin',
    picture: null,
    org_id: 'org_acme',
    org_name: 'Acme Pharma',
    roles: ['admin'],
  };

  it('registers a new user, creates the organisation their token lists and the membership, with audit events', async () => {
    const token = await t.issuer.mintToken(aliceClaims);
    expect((await call('GET', '/api/users/auth0|alice', token)).json()).toEqual({
      error: 'User not found',
      code: 'user_not_found',
    });

    const response = await call('POST', '/api/register', token, aliceBody);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: aliceUser });

    const events = await t.database.db.select().from(auditEvents).orderBy(asc(auditEvents.id));
    expect(events.map((e) => [e.type, e.orgId, e.actorUserId, e.data])).toEqual([
      ['user.registered', null, 'auth0|alice', { userId: 'auth0|alice' }],
      ['org.created', 'org_acme', 'auth0|alice', { name: 'Acme Pharma' }],
      ['membership.created', 'org_acme', 'auth0|alice', { userId: 'auth0|alice', roles: ['admin'] }],
    ]);
  });

  it('is idempotent: registering again creates no second org, membership or audit event', async () => {
    const before = await counts();
    const token = await t.issuer.mintToken(aliceClaims);
    const response = await call('POST', '/api/register', token, aliceBody);
    expect(response.json()).toEqual({ success: true, data: aliceUser });
    expect(await counts()).toEqual(before);
    expect(before).toMatchObject({ users: 1, orgs: 1, memberships: 1, audit: 3 });
  });

  it('refuses to register someone else (403) and writes nothing', async () => {
    const before = await counts();
    const token = await t.issuer.mintToken({ sub: 'auth0|mallory', orgs: ['org_acme'], roles: ['owner'] });
    const response = await call('POST', '/api/register', token, { ...aliceBody, id: 'auth0|alice' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'You can only register yourself', code: 'register_self_only' });
    expect(await counts()).toEqual(before);
  });

  it('joins an existing organisation with the token roles; the body role and unknown roles count for nothing', async () => {
    const token = await t.issuer.mintToken({
      sub: 'auth0|tom',
      org_id: 'org_acme',
      roles: ['wizard', 'technician'],
    });
    const body = { id: 'auth0|tom', email: 'tom@acme.test', name: 'Tom', org_id: 'org_acme', role: 'owner' };
    const response = await call('POST', '/api/register', token, body);
    expect(response.json()).toMatchObject({
      data: { org_id: 'org_acme', org_name: 'Acme Pharma', roles: ['technician'] },
    });
    expect(await t.database.db.select({ n: count() }).from(orgs)).toEqual([{ n: 1 }]);
  });

  it('links no organisation the token does not vouch for, and makes no member without a known role', async () => {
    const stranger = await t.issuer.mintToken({ sub: 'auth0|sam', orgs: ['org_other'], roles: ['owner'] });
    const body = {
      id: 'auth0|sam',
      email: 'sam@x.test',
      name: 'Sam',
      org_id: 'org_acme',
      org_name: 'Acme Pharma',
    };
    const response = await call('POST', '/api/register', stranger, body);
    expect(response.json()).toMatchObject({ data: { org_id: null, org_name: null, roles: [] } });
    const rows = await t.database.db.select().from(memberships).where(eq(memberships.userId, 'auth0|sam'));
    expect(rows).toEqual([]);

    const noRole = await t.issuer.mintToken({ sub: 'auth0|nora', orgs: ['org_new'], roles: ['no-role'] });
    const nora = await call('POST', '/api/register', noRole, {
      ...{ id: 'auth0|nora', email: 'nora@x.test', name: 'Nora' },
      ...{ org_id: 'org_new', org_name: 'New Org', role: 'no-role' },
    });
    expect(nora.json()).toMatchObject({ data: { org_id: null, roles: [] } });
    expect(await t.database.db.select().from(orgs).where(eq(orgs.id, 'org_new'))).toHaveLength(1);
  });

  it('refuses an email that belongs to another account (409)', async () => {
    const token = await t.issuer.mintToken({ sub: 'auth0|copycat' });
    const response = await call('POST', '/api/register', token, {
      id: 'auth0|copycat',
      email: 'ALICE@acme.test',
      name: 'C',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'This email address belongs to another account',
      code: 'email_taken',
    });
  });

  it('shows a user to themself and to members of a shared organisation only', async () => {
    const token = await t.issuer.mintToken(aliceClaims);
    expect((await call('GET', '/api/users/auth0|alice', token)).json()).toEqual({
      success: true,
      data: aliceUser,
    });

    const colleague = await call('GET', '/api/users/auth0|tom', token);
    expect(colleague.statusCode).toBe(200);
    expect(colleague.json()).toMatchObject({
      data: { id: 'auth0|tom', org_id: 'org_acme', roles: ['technician'] },
    });

    const outsider = await buildUser(t.database.db, { id: 'auth0|outsider' });
    const otherOrg = await buildOrg(t.database.db, 'Other Pharma');
    await addMember(t.database.db, otherOrg.id, outsider.id, ['owner']);
    for (const id of [outsider.id, 'auth0|sam', 'auth0|ghost']) {
      const response = await call('GET', `/api/users/${id}`, token);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ error: 'User not found', code: 'user_not_found' });
    }
  });

  it("answers in the organisation the token picked, when the database confirms the caller's membership", async () => {
    const second = await buildOrg(t.database.db, 'Second Pharma');
    await addMember(t.database.db, second.id, 'auth0|alice', ['manager']);
    const picked = await t.issuer.mintToken({ ...aliceClaims, org_id: second.id });
    expect((await call('GET', '/api/users/auth0|alice', picked)).json()).toMatchObject({
      data: { org_id: second.id, org_name: 'Second Pharma', roles: ['manager'] },
    });
    const unconfirmed = await t.issuer.mintToken({ ...aliceClaims, org_id: 'org_not_mine' });
    expect((await call('GET', '/api/users/auth0|alice', unconfirmed)).json()).toMatchObject({
      data: { org_id: 'org_acme', roles: ['admin'] },
    });
  });
});
