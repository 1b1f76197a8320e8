import { randomUUID } from 'node:crypto';
import {
  INVITATION_TTL_DAYS,
  roleOfId,
  type InvitationEmailOutcome,
  type InviteRequest,
  type PendingInvitation,
  type Role,
} from '@vigila/domain';
import { recordAuditEvent } from '../../audit/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import {
  findMemberRoles,
  isMemberByEmail,
  lockOrg,
  requireMemberManager,
  requireRolesWithinRank,
} from '../org/index.ts';
import { findUserById } from '../users/index.ts';
import { invitationEmail } from './invitation-email.ts';
import { invitationTokenContext, type InvitationDeps, type InvitationLogger } from './invitations.deps.ts';
import { hashInvitationToken, invitationUrl, newInvitationToken } from './invitation-token.ts';
import { insertInvitation, hasPendingInvitation } from './invitations.repository.ts';
import { toPendingInvitation } from './invitation.presenter.ts';

export const INVITATION_SENT = 'Invitation sent successfully';
export const INVITATION_CREATED_COPY_LINK = 'Invitation created — copy the link';
export const INVITATION_CREATED_EMAIL_FAILED = 'Invitation created, but the e-mail could not be sent';

/** The words for each outcome: "sent" only when a mail server took the e-mail (decision 0037). */
const OUTCOME_MESSAGE: Record<InvitationEmailOutcome, string> = {
  sent: INVITATION_SENT,
  not_sent: INVITATION_CREATED_COPY_LINK,
  failed: INVITATION_CREATED_EMAIL_FAILED,
};
export const ALREADY_MEMBER = 'This address is already a member of the organisation';
export const ALREADY_INVITED = 'An invitation to this address is already pending';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The request after the schema: e-mail trimmed and lower-cased, one invitable role id. */
export type ParsedInviteRequest = Required<
  Pick<InviteRequest, 'inviteeEmail' | 'roles' | 'sendInvitationEmail'>
>;

interface CreatedInvitation {
  row: { id: string; inviteeEmail: string; expiresAt: Date };
  org: { name: string };
  inviterName: string;
  url: string;
}

export interface InviteResult {
  message: string;
  email: InvitationEmailOutcome;
  invitation: PendingInvitation;
}

/**
 * Creates a single-use invitation that expires in INVITATION_TTL_DAYS (only the token's hash is looked up; the
 * token is kept encrypted for the pending list), then — after the commit, so a slow or failing mail server never
 * holds the organisation's lock or loses the invitation — sends the e-mail when asked.
 */
export async function inviteMember(
  deps: InvitationDeps & { log: InvitationLogger },
  caller: Caller,
  request: ParsedInviteRequest,
): Promise<InviteResult> {
  const roles = request.roles.map(roleOfId).filter((role): role is Role => role !== undefined);
  const email = request.inviteeEmail;
  const token = newInvitationToken();
  const cipher = await deps.cipher();
  const now = deps.now();
  const created = await deps.db.transaction(async (tx) => {
    const org = await lockOrg(tx, caller.orgId);
    if (!org) throw AppError.of('organization_not_found');
    const callerRoles = await findMemberRoles(tx, caller.orgId, caller.userId);
    requireMemberManager(callerRoles);
    requireRolesWithinRank(callerRoles ?? [], roles);
    if (await isMemberByEmail(tx, org.id, email)) throw AppError.of('already_member');
    if (await hasPendingInvitation(tx, org.id, email, now)) throw AppError.of('already_invited');
    const id = randomUUID();
    const row = {
      id,
      orgId: org.id,
      inviteeEmail: email,
      inviterUserId: caller.userId,
      roles,
      tokenHash: hashInvitationToken(token),
      tokenCiphertext: cipher.encrypt(token, invitationTokenContext(id)),
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
      acceptedAt: null,
      revokedAt: null,
    };
    await insertInvitation(tx, row);
    await recordAuditEvent(tx, {
      type: 'invitation.created',
      orgId: org.id,
      actorUserId: caller.userId,
      data: { invitationId: id, email, roles },
    });
    const inviter = await findUserById(tx, caller.userId);
    return { row, org, inviterName: inviter?.name ?? '' };
  });
  const url = invitationUrl(deps.publicUrl, token, created.org.id, created.org.name);
  const invitation = toPendingInvitation(created.row, created.inviterName, url);
  const outcome = request.sendInvitationEmail
    ? await sendInvitation(deps, caller, { ...created, url })
    : 'not_sent';
  return { message: OUTCOME_MESSAGE[outcome], email: outcome, invitation };
}

/**
 * Sends the invitation e-mail after the commit. The outbox (no SMTP_URL) keeps it on this server, so nothing left:
 * the answer says so and the link is to be copied.
 */
async function sendInvitation(
  deps: InvitationDeps & { log: InvitationLogger },
  caller: Caller,
  created: CreatedInvitation,
): Promise<InvitationEmailOutcome> {
  const { row, org, inviterName, url } = created;
  const message = invitationEmail({
    to: row.inviteeEmail,
    orgName: org.name,
    inviterName,
    url,
    expiresAt: row.expiresAt,
  });
  const sent = await sendAndRecord(deps, caller, row.id, message, deps.log);
  if (!sent) return 'failed';
  return deps.mailer.transport === 'smtp' ? 'sent' : 'not_sent';
}

/** Sends the e-mail and audits the outcome; a failure keeps the invitation (its link can be copied). */
async function sendAndRecord(
  deps: InvitationDeps,
  caller: Caller,
  invitationId: string,
  message: Parameters<InvitationDeps['mailer']['send']>[0],
  log: InvitationLogger,
): Promise<boolean> {
  const ref = { invitationId, email: message.to };
  try {
    await deps.mailer.send(message);
  } catch (error) {
    log.warn({ err: error, invitationId }, 'invitation e-mail could not be sent');
    const reason = error instanceof Error ? error.message : String(error);
    await deps.db.transaction((tx) =>
      recordAuditEvent(tx, {
        type: 'invitation.email_failed',
        orgId: caller.orgId,
        actorUserId: caller.userId,
        data: { ...ref, error: reason.slice(0, 500) },
      }),
    );
    return false;
  }
  await deps.db.transaction((tx) =>
    recordAuditEvent(tx, {
      type: 'invitation.email_sent',
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: { ...ref, transport: deps.mailer.transport },
    }),
  );
  return true;
}
