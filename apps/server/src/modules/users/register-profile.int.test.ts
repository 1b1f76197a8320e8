import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const kinds = await testDatabaseKinds();

/**
 * What POST /api/register takes as a profile: every teammate sees the name and loads the picture, so the name has
 * bounds and cannot pose as a role or reorder the text around it, and the picture comes only from the identity
 * provider's verified token — never from the request body.
 */
describe.each(kinds)('the profile POST /api/register takes, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  let next = 0;
  async function register(profile: { name?: string; email?: string; picture?: string }, claims = {}) {
    next += 1;
    const sub = `auth0|profile-${next}`;
    const token = await t.issuer.mintToken({ sub, ...claims });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { authorization: `Bearer ${token}` },
      payload: { id: sub, email: `user${next}@acme.test`, name: `User ${next}`, ...profile },
    });
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, sub));
    return { status: response.statusCode, body: response.json<{ code?: string }>(), stored };
  }

  it('bounds the name (100 characters) and the e-mail address (254), and stores nothing past them', async () => {
    for (const profile of [
      { name: 'x'.repeat(900_000) },
      { name: 'x'.repeat(101) },
      { name: '   ' },
      { email: `${'a'.repeat(245)}@acme.test` },
    ]) {
      const refused = await register(profile);
      expect({ status: refused.status, code: refused.body.code, stored: refused.stored }).toEqual({
        status: 400,
        code: 'validation',
        stored: undefined,
      });
    }
    expect((await register({ name: 'x'.repeat(100) })).status).toBe(200);
  });

  it('refuses a name that poses as a role or carries control or reordering characters', async () => {
    for (const name of [
      'Mallory (Owner)',
      'Eve [Admin]',
      'Trudy {manager}',
      'Oscar (Technician)',
      'Marta (Propietaria)',
      'Mallory\u202E)renwO(',
      'Bell\u0007',
      'Two\nLines',
    ]) {
      expect((await register({ name })).status, JSON.stringify(name)).toBe(400);
    }
    for (const name of [
      'María José (Pepa)',
      'Seán O’Brien',
      'Jean-Luc [JL]',
      'Ownership Team',
      'علي\u200Cرضا',
    ]) {
      expect((await register({ name })).status, name).toBe(200);
    }
  });

  it('takes the picture from the issuer’s token only, on the issuer’s own host, never from the body', async () => {
    const issuerPicture = `${new URL(t.issuer.url).origin}/pictures/alice.png`;
    const fromBody = await register({ picture: 'https://tracker.evil.example/pixel.png' });
    expect(fromBody.stored?.picture).toBeNull();
    const fromToken = await register(
      { picture: 'https://tracker.evil.example/pixel.png' },
      { picture: issuerPicture },
    );
    expect(fromToken.stored?.picture).toBe(issuerPicture);
    const elsewhere = await register({}, { picture: 'https://tracker.evil.example/pixel.png' });
    expect(elsewhere.stored?.picture).toBeNull();
  });
});
