import { HttpError } from '../../../connectors/http/index.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The one line a reviewer reads about the last sync, e.g. "Imported 3 new e-mails". */
export function describeSync(progress: { created: number; notEmails: number; more: boolean }): string {
  const parts = [
    progress.created === 0
      ? 'No new e-mails'
      : `Imported ${plural(progress.created, 'new e-mail', 'new e-mails')}`,
  ];
  if (progress.notEmails > 0) {
    parts.push(`${plural(progress.notEmails, 'item was', 'items were')} not an e-mail message and skipped`);
  }
  if (progress.more) parts.push('more to come');
  return parts.join('; ');
}

/** Why a sync failed, without internals (URLs, response bodies and stack traces stay in the logs). */
export function describeSyncFailure(providerName: string, error: unknown, revoked: boolean): string {
  if (revoked) return `Access to the mailbox was revoked or has expired: connect it again`;
  if (error instanceof HttpError) {
    switch (error.kind) {
      case 'status':
        return error.status === 429
          ? `Sync failed: ${providerName} is limiting requests; it will be retried`
          : `Sync failed: ${providerName} answered HTTP ${error.status}; it will be retried`;
      case 'timeout':
        return `Sync failed: ${providerName} did not answer in time; it will be retried`;
      case 'network':
        return `Sync failed: ${providerName} could not be reached; it will be retried`;
      case 'too_large':
        return `Sync failed: a message was larger than the server accepts`;
    }
  }
  return 'Sync failed: an unexpected error; it will be retried';
}
