import type { DbExecutor } from '../../db/transaction.ts';
import type { Caller } from '../../http/caller.ts';
import { callerMay, requirePermission } from '../org/index.ts';

/**
 * Who may change the retention setting and purge archived items: the holders of "purge archived items" in the
 * organisation's permission matrix (owners by default, decision 0035), read from the database on every call.
 */
export function mayManageRetention(db: DbExecutor, caller: Caller): Promise<boolean> {
  return callerMay(db, caller, 'archive.purge');
}

/** Refuses with 403 `permission_archive_purge` unless the matrix lets the caller purge. */
export function requireRetentionManager(db: DbExecutor, caller: Caller): Promise<void> {
  return requirePermission(db, caller, 'archive.purge');
}
