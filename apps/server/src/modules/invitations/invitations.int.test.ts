import type { PendingInvitation } from '@vigila/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, outboxMessages } from '../../db/schema/index.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startTeamTestKit, type Team, type TeamTestKit } from '../../test/team-test-kit.ts';
import { hashInvitationToken } from './invitation-token.ts';

const kinds = await testDatabaseKinds();
const DAY_MS = 24 * 60 * 60 * 1000;

interface InviteAnswer {
  success: true;
  message: string;
  invitation: PendingInvitation;
}

describe.each(kinds)('invitations API (outbox mailer) on %s', (kind) => {
  let k: TeamTestKit;

  beforeAll(async () => {
    k = await startTeamTestKit(kind);
  });
  afterAll(() => k.t.close());

  const invite = (token: string, inviteeEmail: string, roles: string[] = ['rol_technician'], send = true) =>
    k.call('POST', '/api/org/invite', token, { inviteeEmail, roles, sendInvitationEmail: send });
  const pending = async (team: Team, token = team.tokens.owner) => {
    const response = await k.call('GET', `/api/org/${team.orgId}/invitations`, token);
    expect(response.statusCode).toBe(200);
    return response.json<{ invitations: PendingInvitation[] }>().invitations;
  };
  const outboxTo = (address: string) =>
    k.t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, address));
  const storedInvitation = async (id: string) =>
    (await k.t.database.db.select().from(invitations).where(eq(invitations.id, id)))[0];

  it('creates a hashed, expiring invitation, keeps the e-mail in the outbox, says to copy the link, audits both', async () => {
    const team = await k.team();
    const response = await invite(team.tokens.manager, '  New.Person@Example.TEST ', ['rol_manager']);
    expect(response.statusCode).toBe(200);
    const body = response.json<InviteAnswer>();
    expect(body).toMatchObject({
      success: true,
      // No SMTP_URL: the e-mail stays in this server's outbox, so it is not "sent" (decision 0037).
      message: 'Invitation created — copy the link',
      email: 'not_sent',
      invitation: {
        invitee: { email: 'new.person@example.test' },
        inviter: { name: 'Mia Manager' },
        roles: ['rol_manager'],
      },
    });
    const url = new URL(body.invitation.invitation_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${k.t.config.publicUrl}/auth`);
    expect(url.searchParams.get('organization')).toBe(team.orgId);
    expect(url.searchParams.get('organization_name')).toBe('Acme Pharma');
    const token = url.searchParams.get('invitation') ?? '';

    const row = await storedInvitation(body.invitation.id);
    expect(row).toMatchObject({
      orgId: team.orgId,
      inviteeEmail: 'new.person@example.test',
      inviterUserId: team.ids.manager,
      roles: ['manager'],
      tokenHash: hashInvitationToken(token),
      acceptedAt: null,
      revokedAt: null,
    });
    expect(row?.tokenCiphertext).not.toContain(token);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(7 * DAY_MS);

    const [mail, ...more] = await outboxTo('new.person@example.test');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('You are invited to join Acme Pharma on Vigila');
    expect(mail?.textBody).toContain(body.invitation.invitation_url);
    expect(mail?.textBody).toContain('expires on');
    expect(mail?.htmlBody).toContain('<a href="');

    const audit = await k.auditOf(team.orgId);
    expect(audit.slice(-2)).toEqual([
      {
        type: 'invitation.created',
        actorUserId: team.ids.manager,
        data: { invitationId: body.invitation.id, email: 'new.person@example.test', roles: ['manager'] },
      },
      {
        type: 'invitation.email_sent',
        actorUserId: team.ids.manager,
        data: { invitationId: body.invitation.id, email: 'new.person@example.test', transport: 'outbox' },
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('sends nothing when sendInvitationEmail is false (the link is copied instead)', async () => {
    const team = await k.team();
    const response = await invite(team.tokens.owner, 'quiet@example.test', ['rol_manager'], false);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Invitation created — copy the link',
      email: 'not_sent',
    });
    expect(await outboxTo('quiet@example.test')).toEqual([]);
    expect((await pending(team)).map((i) => i.invitee.email)).toEqual(['quiet@example.test']);
  });

  it('refuses a bad address and the owner role (400), changing nothing', async () => {
    const team = await k.team();
    const before = await k.written(team.orgId);
    for (const [email, roles] of [
      ['not-an-address', ['rol_technician']],
      ['a@b', ['rol_technician']],
      ['ok@example.test', ['rol_owner']],
      ['ok@example.test', []],
      ['ok@example.test', ['rol_admin', 'rol_manager']],
      ['ok@example.test', ['technician']],
    ] as const) {
      const response = await invite(team.tokens.owner, email, [...roles]);
      expect(response.statusCode, `${email} ${roles.join()}`).toBe(400);
    }
    expect(await k.written(team.orgId)).toEqual(before);
  });

  it('refuses a manager inviting an admin (403): an invitation grants roles, so it ranks like a role change', async () => {
    const team = await k.team();
    const before = await k.written(team.orgId);
    const response = await invite(team.tokens.manager, 'my-other-address@example.test', ['rol_admin']);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'You can only grant or take away roles up to your own',
      code: 'role_above_own',
    });
    expect(await k.written(team.orgId)).toEqual(before);
    expect((await invite(team.tokens.admin, 'new-admin@example.test', ['rol_admin'])).statusCode).toBe(200);
  });

  it('refuses a technician (403), changing nothing', async () => {
    const team = await k.team();
    const before = await k.written(team.orgId);
    const response = await invite(team.tokens.technician, 'someone@example.test');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'You do not have permission to manage members',
      code: 'members_manager_only',
    });
    expect(await k.written(team.orgId)).toEqual(before);
  });

  it('refuses an address that is already a member or already has a pending invitation (409)', async () => {
    const team = await k.team();
    const existing = await k.member(team.orgId, ['technician'], 'Existing');
    const member = await invite(team.tokens.owner, existing.email.toUpperCase());
    expect(member.statusCode).toBe(409);
    expect(member.json()).toEqual({
      error: 'This address is already a member of the organisation',
      code: 'already_member',
    });

    expect((await invite(team.tokens.owner, 'twice@example.test')).statusCode).toBe(200);
    const before = await k.written(team.orgId);
    const twice = await invite(team.tokens.admin, 'Twice@Example.test', ['rol_manager']);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      error: 'An invitation to this address is already pending',
      code: 'already_invited',
    });
    expect(await k.written(team.orgId)).toEqual(before);

    // Another organisation may invite the same address.
    const other = await k.team('Other Co');
    expect((await invite(other.tokens.owner, 'twice@example.test')).statusCode).toBe(200);
  });

  it('lists only pending invitations, newest first, with a link that carries the real token', async () => {
    const team = await k.team();
    const created: Record<string, InviteAnswer> = {};
    for (const email of [
      'accepted@x.test',
      'revoked@x.test',
      'expired@x.test',
      'first@x.test',
      'second@x.test',
    ]) {
      created[email] = (await invite(team.tokens.owner, email)).json<InviteAnswer>();
    }
    const { db } = k.t.database;
    const idOf = (email: string) => created[email]?.invitation.id ?? '';
    await db
      .update(invitations)
      .set({ acceptedAt: new Date() })
      .where(eq(invitations.id, idOf('accepted@x.test')));
    await db
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(eq(invitations.id, idOf('revoked@x.test')));
    await db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, idOf('expired@x.test')));
    // Order by creation time, not by insertion: make "first" clearly older.
    await db
      .update(invitations)
      .set({ createdAt: new Date(Date.now() - DAY_MS) })
      .where(eq(invitations.id, idOf('first@x.test')));

    const list = await pending(team, team.tokens.manager);
    expect(list.map((i) => i.invitee.email)).toEqual(['second@x.test', 'first@x.test']);
    const second = list[0];
    expect(second).toEqual(created['second@x.test']?.invitation);
    const token = new URL(second?.invitation_url ?? '').searchParams.get('invitation') ?? '';
    expect((await storedInvitation(second?.id ?? ''))?.tokenHash).toBe(hashInvitationToken(token));
  });

  it('keeps the invitations list to managers of that organisation', async () => {
    const team = await k.team();
    const other = await k.team('Other Co');
    const technician = await k.call('GET', `/api/org/${team.orgId}/invitations`, team.tokens.technician);
    expect(technician.statusCode).toBe(403);
    const outsider = await k.call('GET', `/api/org/${team.orgId}/invitations`, other.tokens.owner);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json()).toEqual({ error: 'Organization not found', code: 'organization_not_found' });
  });

  it('revokes a pending invitation (audited); again is 409; another organisation gets 404 and changes nothing', async () => {
    const team = await k.team();
    const other = await k.team('Other Co');
    const { invitation } = (await invite(team.tokens.owner, 'revoke-me@example.test')).json<InviteAnswer>();

    const before = await k.written(team.orgId);
    const outsider = await k.call('DELETE', `/api/org/invitations/${invitation.id}`, other.tokens.owner);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json()).toEqual({ error: 'Invitation not found', code: 'invitation_not_found' });
    const technician = await k.call(
      'DELETE',
      `/api/org/invitations/${invitation.id}`,
      team.tokens.technician,
    );
    expect(technician.statusCode).toBe(403);
    expect(await k.written(team.orgId)).toEqual(before);

    const revoked = await k.call('DELETE', `/api/org/invitations/${invitation.id}`, team.tokens.manager);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ success: true, message: 'Invitation revoked' });
    expect((await storedInvitation(invitation.id))?.revokedAt).toBeInstanceOf(Date);
    expect((await k.auditOf(team.orgId)).at(-1)).toEqual({
      type: 'invitation.revoked',
      actorUserId: team.ids.manager,
      data: { invitationId: invitation.id, email: 'revoke-me@example.test' },
    });
    expect(await pending(team)).toEqual([]);

    const again = await k.call('DELETE', `/api/org/invitations/${invitation.id}`, team.tokens.manager);
    expect(again.statusCode).toBe(409);
    const unknown = await k.call('DELETE', '/api/org/invitations/no-such-invitation', team.tokens.owner);
    expect(unknown.statusCode).toBe(404);

    // Once revoked, the address may be invited again.
    expect((await invite(team.tokens.owner, 'revoke-me@example.test')).statusCode).toBe(200);
  });
});
