import type { InvitationProblem, Role } from '@vigila/domain';
import type { DbExecutor, DbTransaction } from '../db/transaction.ts';

/** An invitation as the sign-in pages need it: where it leads, for whom, with which roles. */
export interface OpenInvitation {
  id: string;
  orgId: string;
  orgName: string;
  inviteeEmail: string;
  roles: Role[];
}

export type InvitationLookup =
  { ok: true; invitation: OpenInvitation } | { ok: false; problem: InvitationProblem };

export type InvitationAcceptance =
  { ok: true; orgId: string; roles: Role[] } | { ok: false; problem: InvitationProblem };

/**
 * What the sign-in pages need of the invitations module. idp/ sits below modules/ and never imports them: the
 * module implements this (modules/invitations/index.ts: invitationPort) and app.ts hands it to the provider.
 */
export interface InvitationPort {
  /** Looks an invitation link up; a token of another organisation than `orgId` is not_found. */
  find: (db: DbExecutor, token: string, orgId?: string) => Promise<InvitationLookup>;
  /** Accepts it inside the caller's transaction (sign-up creates the user in the same one). */
  accept: (
    tx: DbTransaction,
    invitation: Pick<OpenInvitation, 'id'>,
    userId: string,
  ) => Promise<InvitationAcceptance>;
}
