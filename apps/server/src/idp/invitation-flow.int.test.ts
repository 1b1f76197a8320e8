import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, invitations, memberships, orgs, users } from '../db/schema/index.ts';
import { findInvitation, invitationPort } from '../modules/invitations/accept-invitation.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { signUpThroughInvitation } from './sign-up.ts';
import { TestBrowser } from '../test/idp/browser.ts';
import { startEmbeddedServer, type EmbeddedServer } from '../test/idp/embedded-server.ts';
import { openFreshDatabase, type FreshDatabase } from '../test/idp/fresh-database.ts';
import { daysFromNow, insertInvitation, type TestInvitation } from '../test/idp/invitations.ts';
import { connectOidcTestClient, type OidcTestClient } from '../test/idp/oidc-test-client.ts';

const kinds = await testDatabaseKinds();

/**
 * Invitation links through the embedded provider, over real HTTP: Demo Pharma invites a new address (sign-up)
 * and an existing account (sign-in); spent, withdrawn, expired and foreign links are refused with a message and
 * change nothing.
 */
describe.each(kinds)('accepting invitations at the embedded provider on %s', (kind) => {
  let fresh: FreshDatabase;
  let server: EmbeddedServer;
  let oidc: OidcTestClient;
  let demo: { id: string; name: string };

  beforeAll(async () => {
    fresh = await openFreshDatabase(kind);
    server = await startEmbeddedServer(fresh.database);
    oidc = await connectOidcTestClient(server);
    const [org] = await fresh.database.db.select({ id: orgs.id, name: orgs.name }).from(orgs);
    if (!org) throw new Error('the demo organisation was not seeded');
    demo = org;
  });

  afterAll(async () => {
    await server.close();
    await fresh.dispose();
  });

  const db = () => fresh.database.db;
  const linkTo = (invitation: TestInvitation, orgId = demo.id) =>
    oidc.startAuthorization({
      invitation: invitation.token,
      organization: orgId,
      organization_name: 'Demo Pharma',
    });
  const invitationRow = async (id: string) =>
    (await db().select().from(invitations).where(eq(invitations.id, id)))[0];
  const membership = async (orgId: string, userId: string) =>
    (
      await db()
        .select({ roles: memberships.roles })
        .from(memberships)
        .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)))
    )[0];
  const userIdOf = async (email: string) =>
    (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? '';

  it('signs a new address up: read-only e-mail, inline errors, then a member with the invited role', async () => {
    const invitation = await insertInvitation(db(), {
      orgId: demo.id,
      email: 'nina.new@example.test',
      roles: ['manager'],
    });
    const browser = new TestBrowser();
    const authorization = await linkTo(invitation);
    const page = await oidc.openPage(browser, authorization);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Create your account</h1>');
    expect(page.html).toContain('Join Demo Pharma on Vigila.');
    expect(page.html).toMatch(/<input[^>]*id="email"[^>]*readonly[^>]*value="nina.new@example.test"/);
    for (const label of ['Email', 'Name', 'Password', 'Confirm password']) {
      expect(page.html).toMatch(new RegExp(`<label for="\\w+">${label}</label>`));
    }
    expect(page.html).toContain('>Create account</button>');
    const action = page.action ?? '';
    expect(action).toMatch(/\/signup$/);

    // Missing name and short password, then differing passwords: the form comes back with the errors inline.
    const short = await oidc.submit(browser, action, { name: ' ', password: 'short', confirmation: 'short' });
    expect(short).toMatchObject({ returned: false, status: 400 });
    const shortHtml = short.returned ? '' : short.html;
    expect(shortHtml).toContain('Enter your name.');
    expect(shortHtml).toContain('Use at least 10 characters.');
    expect(shortHtml).toContain('aria-invalid="true"');
    const differ = await oidc.submit(browser, action, {
      name: 'Nina New',
      password: 'a-long-password',
      confirmation: 'another-password',
    });
    expect(differ.returned ? '' : differ.html).toContain('The passwords do not match.');
    expect(differ.returned ? '' : differ.html).toContain('value="Nina New"');
    expect(differ.returned ? '' : differ.html).not.toContain('a-long-password');
    expect(await userIdOf('nina.new@example.test')).toBe('');

    // The e-mail field is not trusted: the account gets the invited address whatever the form says.
    const done = await oidc.submit(browser, action, {
      email: 'someone.else@example.test',
      name: 'Nina New',
      password: 'a-long-password',
      confirmation: 'a-long-password',
    });
    expect(done.returned).toBe(true);
    const tokens = await oidc.exchange(authorization, done.returned ? done.url : '');
    expect(tokens.claims()).toMatchObject({
      email: 'nina.new@example.test',
      email_verified: true,
      name: 'Nina New',
      org_id: demo.id,
      org_name: 'Demo Pharma',
      roles: ['manager'],
    });
    expect(decodeJwt(tokens.access_token)).toMatchObject({ org_id: demo.id, roles: ['manager'] });

    const userId = tokens.claims()?.sub ?? '';
    expect(await membership(demo.id, userId)).toEqual({ roles: ['manager'] });
    expect((await invitationRow(invitation.id))?.acceptedAt).toBeInstanceOf(Date);
    const audit = (await db().select().from(auditEvents).orderBy(auditEvents.id)).filter(
      (e) => e.actorUserId === userId,
    );
    expect(audit.map((e) => e.type)).toEqual([
      'user.created',
      'membership.created',
      'invitation.accepted',
      'auth.signed_in',
    ]);
    expect(JSON.stringify(audit)).not.toContain('a-long-password');

    // The account signs in like any other; the spent link now says so and shows no form.
    const again = await oidc.startAuthorization();
    const login = await oidc.openPage(new TestBrowser(), again);
    expect(login.html).toContain('name="password"');
    const reused = await oidc.openPage(new TestBrowser(), await linkTo(invitation));
    expect(reused.status).toBe(400);
    expect(reused.html).toContain(
      'This invitation has already been used. Sign in with the account that accepted it.',
    );
    expect(reused.html).not.toContain('<form');
  });

  it('lets an existing account sign in to join, with the e-mail filled in', async () => {
    const { db: database } = fresh.database;
    await database.insert(orgs).values({ id: 'org_invite_second', name: 'Second Labs' });
    const invitation = await insertInvitation(database, {
      orgId: 'org_invite_second',
      email: 'Technician@Demo.test',
      roles: ['admin'],
    });
    const browser = new TestBrowser();
    const authorization = await linkTo(invitation, 'org_invite_second');
    const page = await oidc.openPage(browser, authorization);
    expect(page.html).toContain('<h1>Sign in</h1>');
    expect(page.html).toContain('Sign in to join Second Labs');
    expect(page.html).toContain('value="Technician@Demo.test"');

    const wrong = await oidc.submit(browser, page.action ?? '', {
      email: 'technician@demo.test',
      password: 'wrong-password',
    });
    expect(wrong).toMatchObject({ returned: false, status: 401 });
    expect(wrong.returned ? '' : wrong.html).toContain('Invalid email or password');
    expect(wrong.returned ? '' : wrong.html).toContain('Sign in to join Second Labs');
    expect((await invitationRow(invitation.id))?.acceptedAt).toBeNull();

    const done = await oidc.submit(browser, page.action ?? '', {
      email: 'technician@demo.test',
      password: 'demo-password',
    });
    expect(done.returned).toBe(true);
    const tokens = await oidc.exchange(authorization, done.returned ? done.url : '');
    expect(tokens.claims()).toMatchObject({
      email: 'technician@demo.test',
      org_id: 'org_invite_second',
      org_name: 'Second Labs',
      roles: ['admin'],
    });
    expect(tokens.claims()?.orgs).toHaveLength(2);
    expect(decodeJwt(tokens.access_token)).toMatchObject({ org_id: 'org_invite_second', roles: ['admin'] });
    expect((await invitationRow(invitation.id))?.acceptedAt).toBeInstanceOf(Date);
  });

  it('refuses an account with another e-mail address and accepts nothing', async () => {
    const invitation = await insertInvitation(db(), { orgId: demo.id, email: 'olga@example.test' });
    const browser = new TestBrowser();
    // Olga has an account in no organisation yet.
    await db().insert(users).values({ id: 'user_olga', email: 'olga@example.test', name: 'Olga' });
    const page = await oidc.openPage(browser, await linkTo(invitation));
    expect(page.html).toContain('Sign in to join Demo Pharma');

    const result = await oidc.submit(browser, page.action ?? '', {
      email: 'manager@demo.test',
      password: 'demo-password',
    });
    expect(result).toMatchObject({ returned: false, status: 403 });
    expect(result.returned ? '' : result.html).toContain(
      'This invitation was sent to another e-mail address. Sign in with olga@example.test, or ask for an invitation to your address.',
    );
    expect((await invitationRow(invitation.id))?.acceptedAt).toBeNull();
    expect(await membership(demo.id, await userIdOf('manager@demo.test'))).toEqual({ roles: ['manager'] });
    expect(await membership(demo.id, 'user_olga')).toBeUndefined();
  });

  it('explains withdrawn, expired, unknown and foreign links, links to sign-in, and changes nothing', async () => {
    const email = 'technician@demo.test';
    const revoked = await insertInvitation(db(), {
      orgId: demo.id,
      email,
      roles: ['admin'],
      revokedAt: new Date(),
    });
    const expired = await insertInvitation(db(), {
      orgId: demo.id,
      email,
      roles: ['admin'],
      expiresAt: daysFromNow(-1),
    });
    const pending = await insertInvitation(db(), { orgId: demo.id, email, roles: ['admin'] });
    const cases = [
      [revoked, demo.id, 'This invitation has been withdrawn. Ask the person who invited you for a new one.'],
      [expired, demo.id, 'This invitation has expired. Ask the person who invited you for a new one.'],
      [
        { id: 'inv_none', token: 'made-up-token' },
        demo.id,
        'This invitation link is not valid. Ask the person who invited you for a new one.',
      ],
      [
        pending,
        'org_someone_else',
        'This invitation link is not valid. Ask the person who invited you for a new one.',
      ],
    ] as const;
    const before = await db().select().from(memberships);

    for (const [invitation, orgId, message] of cases) {
      const browser = new TestBrowser();
      const authorization = await linkTo(invitation, orgId);
      const page = await oidc.openPage(browser, authorization);
      expect(page.status).toBe(400);
      expect(page.html).toContain(message);
      expect(page.html).toContain(`href="${server.config.publicUrl}/auth">Go to sign-in</a>`);
      expect(page.html).not.toContain('name="password"');

      // Posting the sign-in or sign-up form anyway (e.g. from an old tab) is refused the same way.
      const interactionUrl = (await browser.follow(authorization.url, oidc.callbackUrl)).url;
      for (const path of ['login', 'signup']) {
        const posted = await oidc.submit(browser, `${interactionUrl}/${path}`, {
          email,
          password: 'demo-password',
          name: 'T',
          confirmation: 'demo-password',
        });
        expect(posted).toMatchObject({ returned: false, status: 400 });
        expect(posted.returned ? '' : posted.html).toContain(message);
      }
    }
    expect(await db().select().from(memberships)).toEqual(before);
    for (const invitation of [revoked, expired, pending]) {
      expect((await invitationRow(invitation.id))?.acceptedAt).toBeNull();
    }
  });

  it('sends someone whose address got an account meanwhile to sign in instead', async () => {
    const invitation = await insertInvitation(db(), { orgId: demo.id, email: 'quick@example.test' });
    const browser = new TestBrowser();
    const page = await oidc.openPage(browser, await linkTo(invitation));
    expect(page.html).toContain('Create your account');
    await db().insert(users).values({ id: 'user_quick', email: 'Quick@Example.test', name: 'Quick' });

    const posted = await oidc.submit(browser, page.action ?? '', {
      name: 'Quick Again',
      password: 'a-long-password',
      confirmation: 'a-long-password',
    });
    expect(posted).toMatchObject({ returned: false, status: 409 });
    expect(posted.returned ? '' : posted.html).toContain('Sign in to join Demo Pharma');
    expect(posted.returned ? '' : posted.html).toContain('value="quick@example.test"');
    expect((await invitationRow(invitation.id))?.acceptedAt).toBeNull();
  });

  it('creates no account when the invitation is withdrawn between the check and the sign-up', async () => {
    const invitation = await insertInvitation(db(), { orgId: demo.id, email: 'late@example.test' });
    const lookup = await findInvitation(db(), invitation.token, demo.id);
    if (!lookup.ok) throw new Error('the invitation should be pending');
    await db().update(invitations).set({ revokedAt: new Date() }).where(eq(invitations.id, invitation.id));

    const outcome = await signUpThroughInvitation(
      db(),
      {
        invitation: lookup.invitation,
        name: 'Late',
        password: 'a-long-password',
        clientId: server.config.oidc.clientId,
      },
      invitationPort.accept,
    );
    expect(outcome).toEqual({ ok: false, problem: 'revoked' });
    expect(await userIdOf('late@example.test')).toBe('');
    const audit = await db().select().from(auditEvents);
    expect(JSON.stringify(audit)).not.toContain('late@example.test');
  });
});
