import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcPayloads, users } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../../idp/passwords.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { addMember, buildOrg, buildUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const kinds = await testDatabaseKinds();

describe.each(kinds)('the profile’s password and sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const call = (method: 'PUT' | 'POST' | 'GET', url: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(payload ? { payload } : {}),
    });
  const storedHash = async (id: string) =>
    (await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0]?.hash;

  it('changes an embedded account’s password only with the current one, and a long enough new one', async () => {
    const paula = await buildUser(t.database.db, { name: 'Paula Password' });
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('first-password-1') })
      .where(eq(users.id, paula.id));
    const token = await t.issuer.mintToken({ sub: paula.id });
    const change = (current: string, next: string) =>
      call('PUT', '/api/me/password', token, { current_password: current, new_password: next });

    const wrong = await change('not-my-password', 'second-password-2');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'password_incorrect' });
    expect((await change('first-password-1', 'short')).statusCode).toBe(400);
    expect(await verifyPassword('first-password-1', (await storedHash(paula.id)) ?? '')).toBe(true);

    const done = await change('first-password-1', 'second-password-2');
    expect(done.json()).toEqual({ success: true, message: 'Password changed' });
    const hash = (await storedHash(paula.id)) ?? '';
    expect(await verifyPassword('second-password-2', hash)).toBe(true);
    expect(await verifyPassword('first-password-1', hash)).toBe(false);
  });

  it('stops guessing the current password: the sixth wrong one in 15 minutes gets 429, even the right one then', async () => {
    const gina = await buildUser(t.database.db, { name: 'Gina Guess' });
    const other = await buildUser(t.database.db, { name: 'Other Guess' });
    for (const user of [gina, other]) {
      await t.database.db
        .update(users)
        .set({ passwordHash: await hashPassword('the-real-password') })
        .where(eq(users.id, user.id));
    }
    const token = await t.issuer.mintToken({ sub: gina.id });
    const change = (current: string, as = token) =>
      call('PUT', '/api/me/password', as, {
        current_password: current,
        new_password: 'a-brand-new-password',
      });
    for (let guess = 1; guess <= 5; guess += 1) {
      expect((await change(`guess-${guess}`)).statusCode).toBe(400);
    }
    const refused = await change('guess-6');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(refused.json()).toEqual({
      error: expect.stringMatching(/^Too many wrong passwords: try again in 1[45] minutes$/) as unknown,
      code: 'rate_limited',
    });
    expect((await change('the-real-password')).statusCode).toBe(429);
    expect(await verifyPassword('the-real-password', (await storedHash(gina.id)) ?? '')).toBe(true);
    // The count is per user: someone else's password change is not held up.
    const othersToken = await t.issuer.mintToken({ sub: other.id });
    expect((await change('the-real-password', othersToken)).statusCode).toBe(200);
  });

  it('sends a user of an outside provider to that provider', async () => {
    const olga = await buildUser(t.database.db, { name: 'Olga Outside' });
    const answer = await call('PUT', '/api/me/password', await t.issuer.mintToken({ sub: olga.id }), {
      current_password: 'anything',
      new_password: 'a-long-new-password',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'password_not_managed' });
    expect(await storedHash(olga.id)).toBeNull();
  });

  it('signs out of every session: provider sessions and tokens go, earlier access tokens are refused', async () => {
    const org = await buildOrg(t.database.db, 'Session Pharma');
    const sam = await buildUser(t.database.db, { name: 'Sam Sessions' });
    const other = await buildUser(t.database.db, { name: 'Other User' });
    await addMember(t.database.db, org.id, sam.id);
    const stored = (model: string, id: string, accountId: string) => ({
      model,
      id,
      payload: { accountId, kind: model },
    });
    await t.database.db
      .insert(oidcPayloads)
      .values([
        stored('Session', 'sam-laptop', sam.id),
        stored('RefreshToken', 'sam-phone', sam.id),
        stored('Grant', 'sam-grant', sam.id),
        stored('Session', 'other-laptop', other.id),
      ]);
    const earlier = await t.issuer.mintToken({ sub: sam.id, org_id: org.id });
    expect((await call('GET', '/api/orgs', earlier)).statusCode).toBe(200);
    // Tokens carry whole seconds: the sign-out comes in a later second than this token's.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const answer = await call('POST', '/api/me/sign-out-everywhere', earlier);
    expect(answer.json()).toEqual({ success: true, message: 'Signed out of every session' });
    const left = await t.database.db.select({ id: oidcPayloads.id }).from(oidcPayloads);
    expect(left.map((row) => row.id)).toContain('other-laptop');
    expect(left.map((row) => row.id).filter((id) => id.startsWith('sam-'))).toEqual([]);
    expect((await call('GET', '/api/orgs', earlier)).statusCode).toBe(401);

    // Signing in again gives a token the API takes.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const later = await t.issuer.mintToken({ sub: sam.id, org_id: org.id });
    expect((await call('GET', '/api/orgs', later)).statusCode).toBe(200);
  });
});
