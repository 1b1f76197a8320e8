import type { Role } from '@vigila/domain';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';

/** DESIGN.md "Identity and access": who may connect or remove a mailbox (reading, uploading, syncing: any member). */
const MAILBOX_MANAGERS: readonly Role[] = ['owner', 'admin', 'manager'];

/** Any holder of roles: the Caller, or a membership read again later (the OAuth callback has no Caller). */
export function canManageMailboxes(holder: { roles: readonly string[] }): boolean {
  return holder.roles.some((role) => (MAILBOX_MANAGERS as readonly string[]).includes(role));
}

export function requireMailboxManager(caller: Caller): void {
  if (!canManageMailboxes(caller)) {
    throw AppError.of('mailbox_managers_only');
  }
}
