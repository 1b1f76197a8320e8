import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditEvents, invitations, memberships } from '../../db/schema/index.ts';
import { daysFromNow, insertInvitation } from '../../test/idp/invitations.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { addMember, buildOrg, buildUser } from '../../test/factories.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { acceptInvitation, findInvitation, type OpenInvitation } from './accept-invitation.ts';

const kinds = await testDatabaseKinds();

/**
 * Accepting an invitation: Acme invites people; the link is looked up by its token's hash, checked, and accepted
 * once — the membership, accepted_at and the audit rows in one transaction, or nothing at all.
 */
describe.each(kinds)('accepting invitations on %s', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  let acme: { id: string; name: string };

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(kind));
    acme = await buildOrg(database.db, 'Acme');
  });

  afterAll(async () => {
    await database.close();
    await drop();
  });

  const db = () => database.db;
  const accept = (invitation: Pick<OpenInvitation, 'id'>, userId: string) =>
    db().transaction((tx) => acceptInvitation(tx, invitation, userId));
  const auditOf = async (invitationId: string) =>
    (await db().select().from(auditEvents)).filter(
      (event) => (event.data as { invitationId?: string }).invitationId === invitationId,
    );
  const membershipOf = async (userId: string) =>
    (
      await db()
        .select({ roles: memberships.roles })
        .from(memberships)
        .where(and(eq(memberships.orgId, acme.id), eq(memberships.userId, userId)))
    )[0];
  const acceptedAt = async (id: string) =>
    (await db().select({ at: invitations.acceptedAt }).from(invitations).where(eq(invitations.id, id)))[0]
      ?.at;

  it('finds a pending invitation by its token, with the organisation and roles', async () => {
    const { id, token } = await insertInvitation(db(), {
      orgId: acme.id,
      email: 'Ana@Example.test',
      roles: ['manager'],
    });
    expect(await findInvitation(db(), token, acme.id)).toEqual({
      ok: true,
      invitation: {
        id,
        orgId: acme.id,
        orgName: 'Acme',
        inviteeEmail: 'Ana@Example.test',
        roles: ['manager'],
      },
    });
    expect((await findInvitation(db(), token)).ok).toBe(true);
  });

  it('names each problem: unknown token, another organisation, withdrawn, used, expired', async () => {
    const other = await buildOrg(db(), 'Other');
    const pending = await insertInvitation(db(), { orgId: acme.id, email: 'p@example.test' });
    const revoked = await insertInvitation(db(), {
      orgId: acme.id,
      email: 'r@example.test',
      revokedAt: new Date(),
    });
    const used = await insertInvitation(db(), {
      orgId: acme.id,
      email: 'u@example.test',
      acceptedAt: new Date(),
    });
    const expired = await insertInvitation(db(), {
      orgId: acme.id,
      email: 'e@example.test',
      expiresAt: daysFromNow(-1),
    });

    expect(await findInvitation(db(), 'no-such-token', acme.id)).toEqual({ ok: false, problem: 'not_found' });
    expect(await findInvitation(db(), pending.token, other.id)).toEqual({ ok: false, problem: 'not_found' });
    expect(await findInvitation(db(), revoked.token, acme.id)).toEqual({ ok: false, problem: 'revoked' });
    expect(await findInvitation(db(), used.token, acme.id)).toEqual({ ok: false, problem: 'used' });
    expect(await findInvitation(db(), expired.token, acme.id)).toEqual({ ok: false, problem: 'expired' });
  });

  it('makes the invited user a member with the invited roles, once, and audits it', async () => {
    const ana = await buildUser(db(), { email: 'ana.new@example.test' });
    const invitation = await insertInvitation(db(), {
      orgId: acme.id,
      email: 'ANA.NEW@example.test',
      roles: ['admin'],
    });

    expect(await accept(invitation, ana.id)).toEqual({ ok: true, orgId: acme.id, roles: ['admin'] });
    expect(await membershipOf(ana.id)).toEqual({ roles: ['admin'] });
    expect(await acceptedAt(invitation.id)).toBeInstanceOf(Date);

    const audit = await auditOf(invitation.id);
    expect(audit.map((event) => event.type).sort()).toEqual(['invitation.accepted', 'membership.created']);
    expect(audit.find((e) => e.type === 'membership.created')).toMatchObject({
      orgId: acme.id,
      actorUserId: ana.id,
      data: { userId: ana.id, roles: ['admin'], invitationId: invitation.id },
    });
    expect(audit.find((e) => e.type === 'invitation.accepted')).toMatchObject({
      orgId: acme.id,
      data: { invitationId: invitation.id, email: 'ANA.NEW@example.test', userId: ana.id, roles: ['admin'] },
    });
    expect(JSON.stringify(audit)).not.toContain(invitation.token);

    // The link is spent: a second accept is refused and writes nothing more.
    expect(await accept(invitation, ana.id)).toEqual({ ok: false, problem: 'used' });
    expect(await auditOf(invitation.id)).toHaveLength(2);
  });

  it('refuses a user with another e-mail address and changes nothing', async () => {
    const bob = await buildUser(db(), { email: 'bob@example.test' });
    const invitation = await insertInvitation(db(), { orgId: acme.id, email: 'carla@example.test' });
    expect(await accept(invitation, bob.id)).toEqual({ ok: false, problem: 'other_email' });
    expect(await membershipOf(bob.id)).toBeUndefined();
    expect(await acceptedAt(invitation.id)).toBeNull();
    expect(await auditOf(invitation.id)).toEqual([]);
  });

  it('re-checks the row when accepting: withdrawn or expired after the link was opened', async () => {
    const dan = await buildUser(db(), { email: 'dan@example.test' });
    const revoked = await insertInvitation(db(), { orgId: acme.id, email: dan.email });
    const expired = await insertInvitation(db(), { orgId: acme.id, email: dan.email });
    await db().update(invitations).set({ revokedAt: new Date() }).where(eq(invitations.id, revoked.id));
    await db()
      .update(invitations)
      .set({ expiresAt: daysFromNow(-1) })
      .where(eq(invitations.id, expired.id));

    expect(await accept(revoked, dan.id)).toEqual({ ok: false, problem: 'revoked' });
    expect(await accept(expired, dan.id)).toEqual({ ok: false, problem: 'expired' });
    expect(await accept({ id: 'inv_missing' }, dan.id)).toEqual({ ok: false, problem: 'not_found' });
    expect(await membershipOf(dan.id)).toBeUndefined();
  });

  it('keeps the roles of someone already a member and adds the invited ones', async () => {
    const eve = await buildUser(db(), { email: 'eve@example.test' });
    await addMember(db(), acme.id, eve.id, ['technician']);
    const invitation = await insertInvitation(db(), { orgId: acme.id, email: eve.email, roles: ['manager'] });

    expect(await accept(invitation, eve.id)).toEqual({
      ok: true,
      orgId: acme.id,
      roles: ['technician', 'manager'],
    });
    expect(await membershipOf(eve.id)).toEqual({ roles: ['technician', 'manager'] });
    const audit = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.type, 'membership.roles_changed'));
    expect(audit.find((e) => (e.data as { userId: string }).userId === eve.id)?.data).toEqual({
      userId: eve.id,
      old: ['technician'],
      new: ['technician', 'manager'],
    });

    // Invited again with a role already held: accepted, roles unchanged, no role change audited.
    const again = await insertInvitation(db(), { orgId: acme.id, email: eve.email, roles: ['technician'] });
    expect(await accept(again, eve.id)).toEqual({
      ok: true,
      orgId: acme.id,
      roles: ['technician', 'manager'],
    });
    expect((await auditOf(again.id)).map((e) => e.type)).toEqual(['invitation.accepted']);
  });

  it('accepts a link once even when two accepts race', async () => {
    const fay = await buildUser(db(), { email: 'fay@example.test' });
    const invitation = await insertInvitation(db(), { orgId: acme.id, email: fay.email, roles: ['admin'] });

    // The first accept holds its transaction open while the second starts: the second must wait for the row
    // lock and then see the link used (without the lock it would read the row as pending).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstAccepted = () => {};
    const accepted = new Promise<void>((resolve) => (firstAccepted = resolve));
    const first = db().transaction(async (tx) => {
      const result = await acceptInvitation(tx, invitation, fay.id);
      firstAccepted();
      await held;
      return result;
    });
    await accepted;
    const second = accept(invitation, fay.id);
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();

    expect(await first).toEqual({ ok: true, orgId: acme.id, roles: ['admin'] });
    expect(await second).toEqual({ ok: false, problem: 'used' });
    expect(await membershipOf(fay.id)).toEqual({ roles: ['admin'] });
    expect((await auditOf(invitation.id)).map((e) => e.type).sort()).toEqual([
      'invitation.accepted',
      'membership.created',
    ]);
  });
});
