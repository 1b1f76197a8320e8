import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../test/idp/browser.ts';
import { startEmbeddedServer, type EmbeddedServer } from '../test/idp/embedded-server.ts';
import { openFreshDatabase, type FreshDatabase } from '../test/idp/fresh-database.ts';
import { connectOidcTestClient } from '../test/idp/oidc-test-client.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { startMemberApp, type MemberApp } from '../test/member-app.ts';
import { multipartFile } from '../test/multipart.ts';
import { BODY_TOO_LARGE_MESSAGE, JSON_BODY_LIMIT } from './body-limits.ts';

const kinds = await testDatabaseKinds();

function builtWebApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vigila-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Vigila SPA</title>');
  return dir;
}

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
}

describe.each(kinds)('hardening of the API on %s', (kind) => {
  let m: MemberApp;

  beforeAll(async () => {
    // Two uploads a minute, so the third shows the limit (the other suites run with relaxed limits).
    m = await startMemberApp(kind, {
      webDistDir: builtWebApp(),
      workers: false,
      // Behind a TLS proxy: HSTS is sent (the embedded provider's suite below runs on http and checks it is not).
      env: { RATE_LIMIT_UPLOADS_PER_MINUTE: '2', PUBLIC_URL: 'https://vigila.example.org' },
    });
  }, 120_000);
  afterAll(() => m.t.close());

  it('sends the security headers on the API, the SPA, a 404 and an error, with HSTS behind https', async () => {
    const responses = await Promise.all([
      m.t.app.inject({ method: 'GET', url: '/api/health' }),
      m.t.app.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html' } }),
      m.t.app.inject({ method: 'GET', url: '/api/no-such-route' }),
      m.call('POST', '/api/change-status', m.member, { reference_id: 1 }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 404, 400]);
    for (const response of responses) {
      expectSecurityHeaders(response.headers);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    }
  });

  it('answers a JSON body over 1 MiB with 413 and a clear text, before any handler runs', async () => {
    const huge = JSON.stringify({ comment: 'x'.repeat(JSON_BODY_LIMIT) });
    const response = await m.t.app.inject({
      method: 'POST',
      url: '/api/case',
      headers: { ...m.auth(m.member), 'content-type': 'application/json' },
      payload: huge,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: BODY_TOO_LARGE_MESSAGE });
  });

  it("limits uploads per user: the third in a minute gets 429 with Retry-After; another user's are not counted", async () => {
    const upload = (token: string, name: string) => {
      const { payload, headers } = multipartFile('email', name, Buffer.from('Subject: hi\r\n\r\nbody\r\n'));
      return m.t.app.inject({
        method: 'POST',
        url: '/api/email/upload',
        headers: { ...m.auth(token), ...headers },
        payload,
      });
    };
    expect((await upload(m.member, 'one.eml')).statusCode).toBe(200);
    expect((await upload(m.member, 'two.eml')).statusCode).toBe(200);
    const refused = await upload(m.member, 'three.eml');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json<{ error: string }>().error).toMatch(
      /^Too many uploads \(at most 2 a minute\): try again in/,
    );
    // The recordings upload shares the counter.
    const { payload, headers } = multipartFile('audio', 'call.wav', Buffer.from('RIFF'), 'audio/wav');
    const recording = await m.t.app.inject({
      method: 'POST',
      url: '/api/recordings/upload',
      headers: { ...m.auth(m.member), ...headers },
      payload,
    });
    expect(recording.statusCode).toBe(429);
    expect((await upload(m.outsider, 'mallory.eml')).statusCode).toBe(200);
  });
});

describe('hardening of the embedded provider', () => {
  let fresh: FreshDatabase;
  let server: EmbeddedServer;

  beforeAll(async () => {
    fresh = await openFreshDatabase('pglite');
    server = await startEmbeddedServer(fresh.database, {
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '3',
      RATE_LIMIT_SIGN_UP_PER_MINUTE: '2',
    });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await fresh.dispose();
  });

  it("sends the headers on oidc-provider's own responses and on the sign-in page; no HSTS on http", async () => {
    const oidc = await connectOidcTestClient(server);
    const discovery = await fetch(`${server.config.oidc.issuer}/.well-known/openid-configuration`);
    const browser = new TestBrowser();
    const page = await browser.follow((await oidc.startAuthorization()).url, oidc.callbackUrl);
    expect(page.response.status).toBe(200);
    for (const headers of [discovery.headers, page.response.headers]) {
      expectSecurityHeaders(Object.fromEntries(headers));
      expect(headers.get('strict-transport-security')).toBeNull();
      expect(headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    }
  });

  it('limits sign-in attempts per address and account with 429 and Retry-After; other accounts still sign in', async () => {
    const oidc = await connectOidcTestClient(server);
    const browser = new TestBrowser();
    const page = await oidc.openPage(browser, await oidc.startAuthorization());
    const action = page.action ?? '';
    const attempt = (email: string, password = 'wrong-password') =>
      browser.request(action, { method: 'POST', form: { email, password } });
    for (let i = 0; i < 3; i += 1) expect((await attempt('owner@demo.test')).status).toBe(401);
    const refused = await attempt('OWNER@demo.test ');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /^Too many sign-in attempts for this account: try again in/,
    );
    // A browser gets the message as a page.
    const page429 = await fetch(action, {
      method: 'POST',
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=owner%40demo.test&password=x',
    });
    expect(page429.status).toBe(429);
    expect(page429.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page429.text()).toContain('Too many sign-in attempts for this account: try again in');
    // Even the right password waits: the limit is on attempts, not on failures.
    expect((await attempt('owner@demo.test', 'demo-password')).status).toBe(429);
    const other = await oidc.submit(browser, action, {
      email: 'manager@demo.test',
      password: 'demo-password',
    });
    expect(other.returned).toBe(true);
  });

  it('limits sign-up posts per address', async () => {
    const oidc = await connectOidcTestClient(server);
    const browser = new TestBrowser();
    const page = await oidc.openPage(browser, await oidc.startAuthorization());
    const signUp = (page.action ?? '').replace(/\/login$/, '/signup');
    const post = () => browser.request(signUp, { method: 'POST', form: { name: 'Eve', password: 'x' } });
    // Without an invitation the sign-up page only answers that the request expired.
    expect((await post()).status).toBe(400);
    expect((await post()).status).toBe(400);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
  });
});
