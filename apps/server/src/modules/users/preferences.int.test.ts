import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const kinds = await testDatabaseKinds();

describe.each(kinds)('the user’s preferences follow the account, not the browser, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const call = (method: 'PUT' | 'GET', token: string | null, payload?: object) =>
    t.app.inject({
      method,
      url: '/api/me/preferences',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'content-type': 'application/json',
      },
      ...(payload ? { payload } : {}),
    });

  it('keeps Lucía’s Spanish with her account: a sign-in on another browser reads it back', async () => {
    const lucia = await buildUser(t.database.db, { name: 'Lucía Revisora' });
    const office = await t.issuer.mintToken({ sub: lucia.id });
    // First, nothing chosen yet: the browser's own language applies.
    expect((await call('GET', office)).json()).toEqual({ success: true, data: { language: null } });

    // She picks Spanish on the office computer.
    const saved = await call('PUT', office, { language: 'es' });
    expect(saved.json()).toEqual({ success: true, data: { language: 'es' } });
    const [row] = await t.database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, lucia.id));
    expect(row?.language).toBe('es');

    // Then she signs in at home: a new token, a browser with nothing cached, the same choice.
    const home = await t.issuer.mintToken({ sub: lucia.id });
    expect((await call('GET', home)).json()).toEqual({ success: true, data: { language: 'es' } });

    // Another user's choice is their own.
    const mark = await buildUser(t.database.db, { name: 'Mark Manager' });
    expect((await call('GET', await t.issuer.mintToken({ sub: mark.id }))).json()).toEqual({
      success: true,
      data: { language: null },
    });
  });

  it('refuses a language the interface does not offer and an anonymous caller, changing nothing', async () => {
    const ana = await buildUser(t.database.db, { name: 'Ana Analyst' });
    const token = await t.issuer.mintToken({ sub: ana.id });
    await call('PUT', token, { language: 'en' });
    expect((await call('PUT', token, { language: 'fr' })).statusCode).toBe(400);
    expect((await call('PUT', token, {})).statusCode).toBe(400);
    expect((await call('PUT', null, { language: 'es' })).statusCode).toBe(401);
    expect((await call('GET', token)).json()).toEqual({ success: true, data: { language: 'en' } });
  });
});
