import { randomUUID } from 'node:crypto';
import {
  INVITATION_TTL_DAYS,
  roleOfId,
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
export const INVITATION_CREATED_EMAIL_FAILED = 'Invitation created, but the e-mail could not be sent';
export const ALREADY_MEMBER = 'This address is already a member of the organisation';
export const ALREADY_INVITED = 'An invitation to this address is already pending';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The request after the schema: e-mail trimmed and lower-cased, one invitable role id. */
export type ParsedInviteRequest = Required<
  Pick<InviteRequest, 'inviteeEmail' | 'roles' | 'sendInvitationEmail'>
>;

export interface InviteResult {
  message: string;
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
  if (!request.sendInvitationEmail) return { message: INVITATION_SENT, invitation };
  const message = invitationEmail({
    to: email,
    orgName: created.org.name,
    inviterName: created.inviterName,
    url,
    expiresAt: created.row.expiresAt,
  });
  const sent = await sendAndRecord(deps, caller, created.row.id, message, deps.log);
  return { message: sent ? INVITATION_SENT : INVITATION_CREATED_EMAIL_FAILED, invitation };
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
