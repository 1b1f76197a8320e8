import type { PendingInvitation } from '@vigila/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, outboxMessages } from '../db/schema/index.ts';
import { startTeamTestKit, type TeamTestKit } from '../test/team-test-kit.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { recordingLogger } from '../test/test-database.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { closedSmtpUrl, startTestSmtpServer, type TestSmtpServer } from './test-smtp-server.ts';

const kinds = await testDatabaseKinds();

interface InviteAnswer {
  message: string;
  email: string;
  invitation: PendingInvitation;
}

const inviteBody = (inviteeEmail: string) => ({
  inviteeEmail,
  roles: ['rol_technician'],
  sendInvitationEmail: true,
});

describe.each(kinds)('invitation e-mail through SMTP (SMTP_URL set) on %s', (kind) => {
  let smtp: TestSmtpServer;
  let k: TeamTestKit;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    k = await startTeamTestKit(kind, { env: { SMTP_URL: smtp.url, MAIL_FROM: 'Vigila <team@vigila.test>' } });
  });
  afterAll(async () => {
    await k.t.close();
    await smtp.close();
  });

  it('delivers the invitation to the SMTP server, not to the outbox', async () => {
    const team = await k.team();
    const response = await k.call(
      'POST',
      '/api/org/invite',
      team.tokens.owner,
      inviteBody('smtp@example.test'),
    );
    expect(response.statusCode).toBe(200);
    const { message, email, invitation } = response.json<InviteAnswer>();
    expect({ message, email }).toEqual({ message: 'Invitation sent successfully', email: 'sent' });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('team@vigila.test');
    expect(mail?.to).toEqual(['smtp@example.test']);
    expect(mail?.data).toContain('Subject: You are invited to join Acme Pharma on Vigila');
    // Quoted-printable may fold long lines; the token itself (base64url) must be there whole once unfolded.
    const unfolded = (mail?.data ?? '').replace(/=\r\n/g, '').replace(/=3D/g, '=');
    const token = new URL(invitation.invitation_url).searchParams.get('invitation') ?? '';
    expect(unfolded).toContain(token);

    const outbox = await k.t.database.db.select({ n: count() }).from(outboxMessages);
    expect(outbox[0]?.n).toBe(0);
    expect((await k.auditOf(team.orgId)).at(-1)).toMatchObject({
      type: 'invitation.email_sent',
      data: { email: 'smtp@example.test', transport: 'smtp' },
    });
  });
});

describe.each(kinds)(
  'invitation e-mail when the SMTP server cannot be reached, and the outbox mailer, on %s',
  (kind) => {
    let k: TeamTestKit;

    beforeAll(async () => {
      k = await startTeamTestKit(kind, { env: { SMTP_URL: await closedSmtpUrl() } });
    });
    afterAll(() => k.t.close());

    it('keeps the invitation, says the e-mail could not be sent, and audits the failure', async () => {
      const team = await k.team();
      const response = await k.call(
        'POST',
        '/api/org/invite',
        team.tokens.owner,
        inviteBody('unlucky@example.test'),
      );
      expect(response.statusCode).toBe(200);
      const { message, email, invitation } = response.json<InviteAnswer>();
      expect({ message, email }).toEqual({
        message: 'Invitation created, but the e-mail could not be sent',
        email: 'failed',
      });

      const [row] = await k.t.database.db.select().from(invitations).where(eq(invitations.id, invitation.id));
      expect(row?.revokedAt).toBeNull();
      const listed = await k.call('GET', `/api/org/${team.orgId}/invitations`, team.tokens.owner);
      expect(listed.json<{ invitations: PendingInvitation[] }>().invitations).toEqual([invitation]);

      const audit = await k.auditOf(team.orgId);
      expect(audit.map((event) => event.type).slice(-2)).toEqual([
        'invitation.created',
        'invitation.email_failed',
      ]);
      expect(audit.at(-1)?.data).toMatchObject({
        invitationId: invitation.id,
        email: 'unlucky@example.test',
      });
    });

    it('keeps the message and logs the recipient, subject and link', async () => {
      const log = recordingLogger();
      const mailer = createOutboxMailer(k.t.database.db, log);
      expect(mailer.transport).toBe('outbox');
      await mailer.send({
        to: 'x@y.test',
        subject: 'Hello',
        text: 'Open https://vigila.test/auth?invitation=abc',
        html: '<p>Open</p>',
        link: 'https://vigila.test/auth?invitation=abc',
        purpose: 'invitation',
      });
      const rows = await k.t.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, 'x@y.test'));
      expect(rows).toMatchObject([
        { subject: 'Hello', textBody: 'Open https://vigila.test/auth?invitation=abc' },
      ]);
      expect(log.lines).toEqual([
        {
          level: 'info',
          message: 'outbox: invitation to x@y.test: https://vigila.test/auth?invitation=abc',
          object: { to: 'x@y.test', subject: 'Hello', link: 'https://vigila.test/auth?invitation=abc' },
        },
      ]);
    });
  },
);
