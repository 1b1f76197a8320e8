import { count } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../db/schema/index.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

const kinds = await testDatabaseKinds();

interface Operation {
  method: string;
  url: string;
}

/** Every protected operation the OpenAPI document lists, with path parameters filled in. */
async function protectedOperations(t: TestApp): Promise<Operation[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  }>();
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => operation.security?.length !== 0)
      .map(([method, _]) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, 'some-id') })),
  );
}

describe.each(kinds)('authentication on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers health and readiness without a token', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', version: '0.7.3' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok' });
  });

  it('refuses every protected route without a valid token, whatever is wrong with it', async () => {
    const operations = await protectedOperations(t);
    expect(operations).toEqual(
      expect.arrayContaining([
        { method: 'POST', url: '/api/register' },
        { method: 'GET', url: '/api/users/some-id' },
      ]),
    );
    const claims = { sub: 'auth0|intruder' };
    const tokens: Record<string, string | null> = {
      missing: null,
      malformed: 'not-a-jwt',
      expired: await t.issuer.mintToken(claims, { expiresIn: -120 }),
      'signed by another key': await t.issuer.mintToken(claims, { foreignKey: true }),
      'for another audience': await t.issuer.mintToken(claims, { audience: 'https://other.api' }),
      'from another issuer': await t.issuer.mintToken(claims, { issuer: 'https://evil.example' }),
    };
    for (const { method, url } of operations) {
      for (const [tokenProblem, token] of Object.entries(tokens)) {
        const problem = `${method} ${url}: ${tokenProblem}`;
        const headers = token ? { authorization: `Bearer ${token}` } : {};
        const response = await t.app.inject({
          method: method as InjectOptions['method'],
          url,
          headers,
          payload: method === 'GET' ? undefined : {},
        });
        const challenge = response.headers['www-authenticate'];
        expect({ problem, status: response.statusCode, body: response.json<unknown>(), challenge }).toEqual({
          problem,
          status: 401,
          body: { error: 'Unauthorized', code: 'sign_in_required' },
          // RFC 6750 §3: the scheme and realm always; invalid_token when a token came and was refused.
          challenge: token ? 'Bearer realm="vigila", error="invalid_token"' : 'Bearer realm="vigila"',
        });
      }
    }
  });

  it('writes nothing when a register call is refused', async () => {
    const counts = async () => ({
      users: (await t.database.db.select({ n: count() }).from(users))[0]?.n,
      audit: (await t.database.db.select({ n: count() }).from(auditEvents))[0]?.n,
    });
    const before = await counts();
    const payload = {
      id: 'auth0|intruder',
      email: 'intruder@example.test',
      name: 'Intruder',
      org_id: 'org_x',
    };
    const expired = await t.issuer.mintToken(
      { sub: 'auth0|intruder', orgs: ['org_x'], roles: ['owner'] },
      { expiresIn: -60 },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { authorization: `Bearer ${expired}` },
      payload,
    });
    expect(response.statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it('lets a valid token through', async () => {
    const token = await t.issuer.mintToken({ sub: 'auth0|nobody-yet' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/auth0|nobody-yet',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'User not found', code: 'user_not_found' });
  });
});
