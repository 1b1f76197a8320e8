import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../test/idp/browser.ts';
import { startEmbeddedServer, type EmbeddedServer } from '../test/idp/embedded-server.ts';
import { openFreshDatabase, type FreshDatabase } from '../test/idp/fresh-database.ts';
import { connectOidcTestClient } from '../test/idp/oidc-test-client.ts';

/**
 * Password spraying: one address trying one password on many accounts never meets the per-account limit, so the
 * sign-in form also counts attempts per client address, whatever account is typed.
 */
describe('the sign-in limit per client address', () => {
  let fresh: FreshDatabase;
  let server: EmbeddedServer;

  beforeAll(async () => {
    fresh = await openFreshDatabase('pglite');
    // No TRUST_PROXY: X-Forwarded-For is the client's word, not its address.
    server = await startEmbeddedServer(fresh.database, {
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '3',
      RATE_LIMIT_SIGN_IN_PER_ADDRESS_PER_MINUTE: '5',
    });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await fresh.dispose();
  });

  it('refuses the sixth account tried from one address, on a sign-in page that says why', async () => {
    const oidc = await connectOidcTestClient(server);
    const browser = new TestBrowser();
    const page = await oidc.openPage(browser, await oidc.startAuthorization());
    const action = page.action ?? '';
    const attempt = (email: string, forwardedFor: string) =>
      browser.request(action, {
        method: 'POST',
        form: { email, password: 'Summer2026!' },
        headers: { accept: 'text/html,application/xhtml+xml', 'x-forwarded-for': forwardedFor },
      });
    // A different X-Forwarded-For on every try does not make them different clients.
    for (let i = 1; i <= 5; i += 1) {
      expect((await attempt(`user${i}@demo.test`, `203.0.113.${i}`)).status).toBe(401);
    }
    const refused = await attempt('user6@demo.test', '203.0.113.6');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await refused.text();
    // The sign-in form itself, with the account typed and the reason, so the person can try again later.
    expect(html).toContain('name="password"');
    expect(html).toContain('value="user6@demo.test"');
    expect(html).toMatch(/Too many sign-in attempts from this address: try again in \d+ (second|minute)/);
  });
});
