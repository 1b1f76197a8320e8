import { createHash } from 'node:crypto';
import type { MailboxProvider } from '@vigila/domain';
import { AppError } from '../../../http/app-error.ts';
import type { Caller } from '../../../http/caller.ts';
import { authorizationUrl, randomToken } from '../../../connectors/http/oauth2.ts';
import { requireMailboxManager } from '../emails.policy.ts';
import type { MailboxDeps } from './mailbox-deps.ts';
import type { MailboxProviderAdapter } from './mailbox-providers.ts';
import { deleteExpiredOAuthStates, insertOAuthState } from './oauth-states.repository.ts';

/** How long the provider's sign-in may take before the state expires. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

export function hashState(state: string): string {
  return createHash('sha256').update(state).digest('hex');
}

export function configuredOAuth(adapter: MailboxProviderAdapter) {
  if (!adapter.oauth) throw new AppError('unavailable', `${adapter.name} is not configured on this server`);
  return adapter.oauth;
}

/**
 * POST /api/mailboxes/{provider}/connect: the provider's sign-in URL for the browser. A random state (kept
 * server-side, hashed, with who asked and the PKCE verifier) ties the callback to this request (SPEC §4.3).
 */
export async function startMailboxConnection(
  deps: MailboxDeps,
  caller: Caller,
  { provider }: { provider: MailboxProvider },
): Promise<{ url: string }> {
  requireMailboxManager(caller);
  const oauth = configuredOAuth(deps.providers[provider]);
  const state = randomToken();
  const codeVerifier = randomToken();
  const now = deps.now();
  await deleteExpiredOAuthStates(deps.db, now);
  await insertOAuthState(deps.db, {
    stateHash: hashState(state),
    orgId: caller.orgId,
    userId: caller.userId,
    provider,
    codeVerifier,
    expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MS),
  });
  return { url: authorizationUrl(oauth, { state, codeVerifier }) };
}
