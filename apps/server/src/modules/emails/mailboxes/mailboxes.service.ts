import type { Mailbox } from '@vigila/domain';
import { recordAuditEvent } from '../../../audit/index.ts';
import { AppError } from '../../../http/app-error.ts';
import type { AuthContext } from '../../../http/authenticate.ts';
import type { ClaimNames } from '../../../http/token-claims.ts';
import { callerMembership, requireMailboxManager } from '../emails.policy.ts';
import type { MailboxDeps } from './mailbox-deps.ts';
import { presentMailbox } from './mailbox.presenter.ts';
import { deleteConnection, findConnection, listConnections } from './mailboxes.repository.ts';

type Deps = MailboxDeps & { claimNames: ClaimNames };

const mailboxNotFound = () => new AppError('not_found', 'Mailbox not found');

/** GET /api/mailboxes: the organisation's connections, for any member. */
export async function listMailboxes(deps: Deps, auth: AuthContext): Promise<Mailbox[]> {
  const membership = callerMembership(auth, deps.claimNames);
  return (await listConnections(deps.db, membership.orgId)).map(presentMailbox);
}

/** POST /api/mailboxes/{id}/sync: any member may ask for new messages now; the job does the work. */
export async function requestMailboxSync(deps: Deps, auth: AuthContext, id: string): Promise<void> {
  const membership = callerMembership(auth, deps.claimNames);
  const connection = await findConnection(deps.db, membership.orgId, id);
  if (!connection) throw mailboxNotFound();
  await deps.jobs.send('sync-mailbox', { orgId: membership.orgId, connectionId: connection.id });
}

/**
 * DELETE /api/mailboxes/{id}: owners, admins and managers. The tokens go with the row; the e-mails already
 * imported stay (they are the organisation's records now). The periodic sync is stopped.
 */
export async function deleteMailbox(deps: Deps, auth: AuthContext, id: string): Promise<void> {
  const membership = callerMembership(auth, deps.claimNames);
  requireMailboxManager(membership);
  await deps.db.transaction(async (tx) => {
    const deleted = await deleteConnection(tx, membership.orgId, id);
    if (!deleted) throw mailboxNotFound();
    await recordAuditEvent(tx, {
      type: 'mailbox.deleted',
      orgId: membership.orgId,
      actorUserId: auth.userId,
      data: { connectionId: deleted.id, provider: deleted.provider, account: deleted.account },
    });
  });
  await deps.jobs.unschedule('sync-mailbox', id);
}
