import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../db/schema/index.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { addMember, buildOrg, buildUser } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

const kinds = await testDatabaseKinds();

/**
 * The token is checked once and remembered (http/verified-token-cache.ts), but what the caller may do is read from
 * the database on every call: a changed role or a removed membership counts from the very next request made with
 * the same token.
 */
describe.each(kinds)('memberships read on every request on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { workers: false });
  });
  afterAll(() => t.close());

  it('applies a role change and a removal on the next call with the same token', async () => {
    const { db } = t.database;
    const org = await buildOrg(db, 'Fresh Roles');
    const bob = await buildUser(db);
    await addMember(db, org.id, bob.id, ['technician']);
    const token = await t.issuer.mintToken({ sub: bob.id }, { expiresIn: 3600 });
    const call = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const invitations = `/api/org/${org.id}/invitations`;

    // First, Bob is a technician: he reads his organisations but not the invitations (managers only).
    expect((await call('/api/orgs')).statusCode).toBe(200);
    expect((await call(invitations)).statusCode).toBe(403);

    // An owner makes him a manager: the next call with the same token may read the invitations.
    const bobsMembership = and(eq(memberships.orgId, org.id), eq(memberships.userId, bob.id));
    await db
      .update(memberships)
      .set({ roles: ['manager'] })
      .where(bobsMembership);
    expect((await call(invitations)).statusCode).toBe(200);

    // Then he is removed from the organisation: the same token no longer reaches it.
    await db.delete(memberships).where(bobsMembership);
    expect((await call(invitations)).statusCode).toBe(404);
    expect((await call('/api/orgs')).statusCode).toBe(403);
  });
});
