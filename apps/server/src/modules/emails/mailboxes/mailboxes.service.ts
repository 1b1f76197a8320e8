import type { Mailbox } from '@vigila/domain';
import { recordAuditEvent } from '../../../audit/index.ts';
import { AppError } from '../../../http/app-error.ts';
import type { Caller } from '../../../http/caller.ts';
import { requirePermission } from '../../org/index.ts';
import type { MailboxDeps } from './mailbox-deps.ts';
import { presentMailbox } from './mailbox.presenter.ts';
import { deleteConnection, findConnection, listConnections } from './mailboxes.repository.ts';

const mailboxNotFound = () => AppError.of('mailbox_not_found');

/** GET /api/mailboxes: the organisation's connections, for any member. */
export async function listMailboxes(deps: MailboxDeps, caller: Caller): Promise<Mailbox[]> {
  return (await listConnections(deps.db, caller.orgId)).map(presentMailbox);
}

/** POST /api/mailboxes/{id}/sync: any member may ask for new messages now; the job does the work. */
export async function requestMailboxSync(
  deps: MailboxDeps,
  caller: Caller,
  { id }: { id: string },
): Promise<void> {
  const connection = await findConnection(deps.db, caller.orgId, id);
  if (!connection) throw mailboxNotFound();
  await deps.jobs.send('sync-mailbox', { orgId: caller.orgId, connectionId: connection.id });
}

/**
 * DELETE /api/mailboxes/{id}: whoever the organisation's permission matrix lets remove a channel (`channel.remove`,
 * decision 0034; owners, admins and managers by default). The tokens go with the row; the e-mails already imported
 * stay (they are the organisation's records now). The periodic sync is stopped.
 */
export async function deleteMailbox(
  deps: MailboxDeps,
  caller: Caller,
  { id }: { id: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await requirePermission(tx, caller, 'channel.remove');
    const deleted = await deleteConnection(tx, caller.orgId, id);
    if (!deleted) throw mailboxNotFound();
    await recordAuditEvent(tx, {
      type: 'mailbox.deleted',
      orgId: caller.orgId,
      actorUserId: caller.userId,
      data: { connectionId: deleted.id, provider: deleted.provider, account: deleted.account },
    });
  });
  await deps.jobs.unschedule('sync-mailbox', id);
}
