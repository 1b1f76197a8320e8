import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { TestBrowser } from '../../test/idp/browser.ts';
import { startEmbeddedServer, type EmbeddedServer } from '../../test/idp/embedded-server.ts';
import { openFreshDatabase, type FreshDatabase } from '../../test/idp/fresh-database.ts';
import { connectOidcTestClient, type OidcTestClient } from '../../test/idp/oidc-test-client.ts';

const kinds = await testDatabaseKinds();

/**
 * A password change ends every other session of the account, as "sign out of every session" does: someone who
 * knew the old password and signed in elsewhere loses that session at once. The device that changed it keeps its
 * sign-in: its access token is refused like every other issued before the change, and its refresh token gets a
 * new one.
 */
describe.each(kinds)('a password change and the other sessions, on %s', (kind) => {
  let fresh: FreshDatabase;
  let server: EmbeddedServer;
  let oidc: OidcTestClient;

  beforeAll(async () => {
    fresh = await openFreshDatabase(kind);
    server = await startEmbeddedServer(fresh.database);
    oidc = await connectOidcTestClient(server);
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await fresh.dispose();
  });

  async function signIn(email: string, password: string) {
    const browser = new TestBrowser();
    const authorization = await oidc.startAuthorization();
    const page = await oidc.openPage(browser, authorization);
    const done = await oidc.submit(browser, page.action ?? '', { email, password });
    if (!done.returned) return null;
    return oidc.exchange(authorization, done.url);
  }
  const api = (method: string, path: string, token: string, body?: object) =>
    fetch(`${server.config.publicUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const refresh = (refreshToken: string | undefined) =>
    client.refreshTokenGrant(oidc.oidc, refreshToken ?? '', { resource: oidc.audience });

  it('ends the other device’s tokens at once, and the device that changed it carries on', async () => {
    const laptop = await signIn('manager@demo.test', 'demo-password');
    const phone = await signIn('manager@demo.test', 'demo-password');
    if (!laptop || !phone) throw new Error('the demo manager could not sign in');
    // Both answer, and both are now in the verified-token cache.
    expect((await api('GET', '/orgs', laptop.access_token)).status).toBe(200);
    expect((await api('GET', '/orgs', phone.access_token)).status).toBe(200);
    // Tokens carry whole seconds: the change comes in a later second than theirs.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const changed = await api('PUT', '/me/password', laptop.access_token, {
      current_password: 'demo-password',
      new_password: 'a-new-manager-password',
    });
    expect(changed.status).toBe(200);

    const phoneCall = await api('GET', '/orgs', phone.access_token);
    expect(phoneCall.status).toBe(401);
    expect(phoneCall.headers.get('www-authenticate')).toBe('Bearer realm="vigila", error="invalid_token"');
    await expect(refresh(phone.refresh_token)).rejects.toMatchObject({ error: 'invalid_grant' });

    // The laptop's own access token was issued before the change too; its refresh token re-issues one.
    expect((await api('GET', '/orgs', laptop.access_token)).status).toBe(401);
    const renewed = await refresh(laptop.refresh_token);
    expect((await api('GET', '/orgs', renewed.access_token)).status).toBe(200);
    expect((await refresh(renewed.refresh_token)).access_token).toBeTypeOf('string');

    expect(await signIn('manager@demo.test', 'demo-password')).toBeNull();
    expect(await signIn('manager@demo.test', 'a-new-manager-password')).not.toBeNull();
  });
});
