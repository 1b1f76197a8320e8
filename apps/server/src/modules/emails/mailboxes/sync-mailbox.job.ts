import type { EmailsServices } from '../emails.deps.ts';
import { mailboxDeps } from './mailbox-deps.ts';
import { syncMailbox } from './sync-mailbox.service.ts';

/** The sync-mailbox worker: one sync at a time per process (providers limit concurrent requests per mailbox). */
export async function registerSyncMailboxWorker(services: EmailsServices): Promise<void> {
  const deps = mailboxDeps(services);
  await services.jobs.work('sync-mailbox', (payload) => syncMailbox(deps, payload), { concurrency: 1 });
}
