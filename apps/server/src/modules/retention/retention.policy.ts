import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';

/**
 * Who may change the retention setting and purge archived items: owners (decision 0035). The one place this is
 * decided — the permissions matrix's "purge archived items" action replaces the body of this function, not its
 * callers.
 */
export function mayManageRetention(caller: Caller): boolean {
  return caller.roles.includes('owner');
}

export function requireRetentionManager(caller: Caller): void {
  if (!mayManageRetention(caller)) throw AppError.of('retention_owner_only');
}
