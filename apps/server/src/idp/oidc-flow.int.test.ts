import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, memberships, orgs, users } from '../db/schema/index.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { TestBrowser, formAction, hiddenInput } from '../test/idp/browser.ts';
import { startEmbeddedServer, type EmbeddedServer } from '../test/idp/embedded-server.ts';
import { openFreshDatabase, type FreshDatabase } from '../test/idp/fresh-database.ts';

const kinds = await testDatabaseKinds();

/**
 * The story of a sign-in, told by an independent OpenID client (openid-client) against the real server over HTTP:
 * discovery, authorization code + PKCE with a resource indicator, the sign-in form, tokens, the API, refresh,
 * and sign-out.
 */
describe.each(kinds)('embedded OpenID provider on %s', (kind) => {
  let fresh: FreshDatabase;
  let server: EmbeddedServer;
  let oidc: client.Configuration;
  let publicUrl: string;
  let audience: string;
  const callbackUrl = () => `${publicUrl}/auth`;

  beforeAll(async () => {
    fresh = await openFreshDatabase(kind);
    server = await startEmbeddedServer(fresh.database);
    publicUrl = server.config.publicUrl;
    audience = server.config.oidc.audience;
    oidc = await client.discovery(
      new URL(server.config.oidc.issuer),
      server.config.oidc.clientId,
      undefined,
      client.None(),
      {
        // The test issuer is plain http on 127.0.0.1: the flag is deprecated only to stand out in production code.
        // eslint-disable-next-line @typescript-eslint/no-deprecated
        execute: [client.allowInsecureRequests],
      },
    );
  });

  afterAll(async () => {
    await server.close();
    await fresh.dispose();
  });

  /** `prompt: ''` leaves the prompt out, as the app does when it switches organisations. */
  async function startAuthorization(extra: Record<string, string> = {}) {
    const { prompt = 'login', ...rest } = extra;
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(oidc, {
      redirect_uri: callbackUrl(),
      scope: server.config.oidc.scope,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      resource: audience,
      ...(prompt ? { prompt } : {}),
      ...rest,
    });
    return { url: url.href, verifier, state };
  }

  async function openLoginForm(browser: TestBrowser, authorizationUrl: string) {
    const page = await browser.follow(authorizationUrl, callbackUrl());
    expect(page.stopped).toBeUndefined();
    expect(page.response.status).toBe(200);
    const html = await page.response.text();
    return { html, action: formAction(html, page.url) };
  }

  async function signIn(browser: TestBrowser, extra: Record<string, string> = {}, email = 'owner@demo.test') {
    const authorization = await startAuthorization(extra);
    const form = await openLoginForm(browser, authorization.url);
    const done = await browser.follow(form.action, callbackUrl(), {
      method: 'POST',
      form: { email, password: 'demo-password' },
    });
    expect(done.stopped).toBe(true);
    const tokens = await client.authorizationCodeGrant(
      oidc,
      new URL(done.url),
      { pkceCodeVerifier: authorization.verifier, expectedState: authorization.state },
      { resource: audience },
    );
    return tokens;
  }

  it('discovers the issuer at /oidc', () => {
    const metadata = oidc.serverMetadata();
    expect(metadata.issuer).toBe(`${publicUrl}/oidc`);
    expect(metadata.authorization_endpoint).toBe(`${publicUrl}/oidc/auth`);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('shows the sign-in page with the demo accounts while Demo Pharma exists', async () => {
    const { html } = await openLoginForm(new TestBrowser(), (await startAuthorization()).url);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('Streamline pharmacovigilance');
    for (const email of ['owner@demo.test', 'admin@demo.test', 'manager@demo.test', 'technician@demo.test']) {
      expect(html).toContain(email);
    }
    expect(html).toContain('demo-password');
  });

  it('hides the demo accounts once Demo Pharma is gone', async () => {
    const { db } = fresh.database;
    await db.update(orgs).set({ name: 'Renamed Pharma' }).where(eq(orgs.name, 'Demo Pharma'));
    try {
      const { html } = await openLoginForm(new TestBrowser(), (await startAuthorization()).url);
      expect(html).toContain('name="password"');
      expect(html).not.toContain('Demo accounts');
      expect(html).not.toContain('demo-password');
    } finally {
      await db.update(orgs).set({ name: 'Demo Pharma' }).where(eq(orgs.name, 'Renamed Pharma'));
    }
  });

  it('signs the owner in and issues the organisation claims and a JWT for the API', async () => {
    const tokens = await signIn(new TestBrowser());
    const [demoOrg] = await fresh.database.db.select().from(orgs);

    const idClaims = tokens.claims();
    expect(idClaims?.email).toBe('owner@demo.test');
    expect(idClaims?.email_verified).toBe(true);
    expect(idClaims?.name).toBe('Olivia Owner');
    expect((idClaims?.roles as string[])[0]).toBe('owner');
    expect(idClaims?.orgs).toContainEqual({ id: demoOrg?.id, name: 'Demo Pharma' });
    expect(idClaims?.org_id).toBe(demoOrg?.id);
    expect(idClaims?.org_name).toBe('Demo Pharma');

    expect(decodeProtectedHeader(tokens.access_token).alg).toBe('RS256');
    const access = decodeJwt(tokens.access_token);
    expect(access.aud).toBe(audience);
    expect(access.iss).toBe(`${publicUrl}/oidc`);
    expect(access.sub).toBe(idClaims?.sub);
    expect(access.scope).toContain('read:organizations');
    expect(access.org_id).toBe(demoOrg?.id);
    expect(tokens.refresh_token).toBeTypeOf('string');

    const me = await fetch(`${publicUrl}/api/users/${idClaims?.sub}`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.status).toBe(200);

    const refreshed = await client.refreshTokenGrant(oidc, tokens.refresh_token ?? '', {
      resource: audience,
    });
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(refreshed.access_token)).toMatchObject({
      aud: audience,
      sub: idClaims?.sub,
      org_id: demoOrg?.id,
    });

    const audit = await fresh.database.db.select().from(auditEvents);
    const signedIn = audit.filter((e) => e.type === 'auth.signed_in' && e.actorUserId === idClaims?.sub);
    expect(signedIn.length).toBeGreaterThan(0);
  });

  it('forces the sign-in form with prompt=login even when a session exists', async () => {
    const browser = new TestBrowser();
    await signIn(browser);
    const again = await browser.follow((await startAuthorization()).url, callbackUrl());
    expect(again.stopped).toBeUndefined();
    expect(await again.response.text()).toContain('name="password"');

    // Another person on the same browser gets their own grant and claims, not the previous user's.
    const owner = await signIn(browser);
    const technician = await signIn(browser, {}, 'technician@demo.test');
    expect(technician.claims()?.sub).not.toBe(owner.claims()?.sub);
    expect(technician.claims()?.roles).toEqual(['technician']);
    expect(decodeJwt(technician.access_token)).toMatchObject({
      sub: technician.claims()?.sub,
      roles: ['technician'],
    });
  });

  it('acts in the organisation asked for when the user is a member there', async () => {
    const { db } = fresh.database;
    const [owner] = await db.select().from(users).where(eq(users.email, 'owner@demo.test'));
    await db.insert(orgs).values({ id: 'org_second', name: 'Second Labs' });
    await db
      .insert(memberships)
      .values({ orgId: 'org_second', userId: owner?.id ?? '', roles: ['technician', 'admin'] });

    const tokens = await signIn(new TestBrowser(), {
      organization: 'org_second',
      organization_name: 'Second Labs',
    });
    expect(tokens.claims()).toMatchObject({
      org_id: 'org_second',
      org_name: 'Second Labs',
      roles: ['technician', 'admin'],
    });
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      org_id: 'org_second',
      roles: ['technician', 'admin'],
    });
    expect((tokens.claims()?.orgs as unknown[]).length).toBe(2);

    const elsewhere = await signIn(new TestBrowser(), { organization: 'org_not_mine' });
    expect(elsewhere.claims()?.roles).toEqual(['owner']);
  });

  it('switches organisation while the session lasts, without a sign-in page', async () => {
    const { db } = fresh.database;
    const [owner] = await db.select().from(users).where(eq(users.email, 'owner@demo.test'));
    const [demoOrg] = await db.select().from(orgs).where(eq(orgs.name, 'Demo Pharma'));
    await db.insert(orgs).values({ id: 'org_switch', name: 'Switch Labs' });
    await db.insert(memberships).values({ orgId: 'org_switch', userId: owner?.id ?? '', roles: ['manager'] });

    const browser = new TestBrowser();
    const first = await signIn(browser);
    expect(first.claims()?.org_id).toBe(demoOrg?.id);

    // What the app does: authorize again naming the organisation, without prompt=login; the session answers.
    const silently = async (extra: Record<string, string>) => {
      const authorization = await startAuthorization({ prompt: '', ...extra });
      const done = await browser.follow(authorization.url, callbackUrl());
      expect(done.stopped).toBe(true);
      return client.authorizationCodeGrant(
        oidc,
        new URL(done.url),
        { pkceCodeVerifier: authorization.verifier, expectedState: authorization.state },
        { resource: audience },
      );
    };
    const switched = await silently({ organization: 'org_switch' });
    expect(switched.claims()).toMatchObject({
      sub: owner?.id,
      org_id: 'org_switch',
      org_name: 'Switch Labs',
      roles: ['manager'],
    });
    expect(decodeJwt(switched.access_token)).toMatchObject({ org_id: 'org_switch', roles: ['manager'] });
    // Refreshing stays in the organisation switched to.
    const refreshed = await client.refreshTokenGrant(oidc, switched.refresh_token ?? '', {
      resource: audience,
    });
    expect(decodeJwt(refreshed.access_token)).toMatchObject({ org_id: 'org_switch', roles: ['manager'] });

    // Without an organisation the session keeps the current one; back to Demo Pharma when asked.
    expect((await silently({})).claims()?.org_id).toBe('org_switch');
    const back = await silently({ organization: demoOrg?.id ?? '' });
    expect(back.claims()).toMatchObject({ org_id: demoOrg?.id, org_name: 'Demo Pharma', roles: ['owner'] });
    // Refresh tokens are bound to the session's current grant: those of the earlier organisation end.
    await expect(
      client.refreshTokenGrant(oidc, refreshed.refresh_token ?? '', { resource: audience }),
    ).rejects.toThrow();

    // An organisation the database does not confirm falls back to the first membership.
    const notMine = await silently({ organization: 'org_not_mine' });
    expect(notMine.claims()).toMatchObject({ org_id: demoOrg?.id, roles: ['owner'] });
  });

  it('refuses a wrong password or an unknown e-mail with one message and no code', async () => {
    for (const [email, password] of [
      ['owner@demo.test', 'wrong-password'],
      ['nobody@demo.test', 'demo-password'],
    ] as const) {
      const browser = new TestBrowser();
      const form = await openLoginForm(browser, (await startAuthorization()).url);
      const result = await browser.follow(form.action, callbackUrl(), {
        method: 'POST',
        form: { email, password },
      });
      expect(result.stopped).toBeUndefined();
      expect(result.response.status).toBe(401);
      expect(result.response.headers.get('location')).toBeNull();
      const html = await result.response.text();
      expect(html).toContain('Invalid email or password');
      expect(html).not.toContain(password === 'demo-password' ? 'value="demo-password"' : password);
    }
    const failures = await fresh.database.db.select().from(auditEvents);
    const failed = failures.filter((e) => e.type === 'auth.sign_in_failed');
    expect(failed.map((e) => e.data.reason).sort()).toEqual(['unknown_email', 'wrong_password']);
    expect(JSON.stringify(failures)).not.toContain('wrong-password');
  });

  it('signs out without a confirmation click and returns to the app; refresh tokens end with the session', async () => {
    const browser = new TestBrowser();
    const tokens = await signIn(browser);
    const endSession = client.buildEndSessionUrl(oidc, {
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: publicUrl,
    });
    const page = await browser.request(endSession.href);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('form.submit()');
    // What the page's script does: add logout=yes and submit.
    const done = await browser.follow(formAction(html, endSession.href, 'op.logoutForm'), publicUrl, {
      method: 'POST',
      form: { xsrf: hiddenInput(html, 'xsrf'), logout: 'yes' },
    });
    expect(done.stopped).toBe(true);
    expect(new URL(done.url).origin + new URL(done.url).pathname).toMatch(new RegExp(`^${publicUrl}/?$`));
    await expect(
      client.refreshTokenGrant(oidc, tokens.refresh_token ?? '', { resource: audience }),
    ).rejects.toThrow();
  });
});
