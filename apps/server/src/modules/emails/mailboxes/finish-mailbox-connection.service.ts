import { randomUUID } from 'node:crypto';
import type { MailboxProvider } from '@vigila/domain';
import { recordAuditEvent } from '../../../audit/index.ts';
import { exchangeAuthorizationCode } from '../../../connectors/http/oauth2.ts';
import { listMembershipsOfUser } from '../../memberships/index.ts';
import { canManageMailboxes } from '../emails.policy.ts';
import { hashState } from './connect-mailbox.service.ts';
import { tokenContext, type MailboxDeps } from './mailbox-deps.ts';
import { findConnectionByAccount, upsertConnection } from './mailboxes.repository.ts';
import { takeOAuthState } from './oauth-states.repository.ts';

export type CallbackOutcome =
  { result: 'connected'; connectionId: string } | { result: 'error'; reason: string; cause?: unknown };

export interface CallbackQuery {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
}

const failure = (reason: string, cause?: unknown): CallbackOutcome => ({ result: 'error', reason, cause });

/**
 * GET /api/mailboxes/{provider}/callback (public: the state is the authorisation). The state is consumed first,
 * so it works once whatever follows; then the code is exchanged, the account identified, and the tokens stored
 * encrypted together with the audit event and the first sync job.
 */
export async function finishMailboxConnection(
  deps: MailboxDeps,
  provider: MailboxProvider,
  query: CallbackQuery,
): Promise<CallbackOutcome> {
  if (!query.state) return failure('no state');
  const pending = await takeOAuthState(deps.db, hashState(query.state));
  if (!pending || pending.provider !== provider) return failure('unknown or used state');
  if (pending.expiresAt.getTime() <= deps.now().getTime()) return failure('expired state');
  if (query.error !== undefined) return failure(`the provider answered ${query.error}`);
  if (!query.code) return failure('no code');
  const membership = (await listMembershipsOfUser(deps.db, pending.userId)).find(
    (m) => m.orgId === pending.orgId,
  );
  if (!membership || !canManageMailboxes(membership))
    return failure('the user may no longer manage mailboxes');
  const adapter = deps.providers[provider];
  if (!adapter.oauth) return failure('provider not configured');

  try {
    const tokens = await exchangeAuthorizationCode(deps.http, adapter.oauth, {
      code: query.code,
      codeVerifier: pending.codeVerifier,
      now: deps.now,
    });
    const account = (await adapter.api(tokens.accessToken).accountAddress()).trim().toLowerCase();
    const key = { orgId: pending.orgId, provider, account };
    const cipher = await deps.cipher();
    const context = tokenContext(key);
    const connectionId = await deps.db.transaction(async (tx) => {
      const existing = await findConnectionByAccount(tx, key);
      const id = existing?.id ?? randomUUID();
      await upsertConnection(tx, {
        id,
        ...key,
        connectedBy: pending.userId,
        accessTokenEnc: cipher.encrypt(tokens.accessToken, context),
        // Without a new refresh token (a provider may send one only on first consent) the stored one stays.
        ...(tokens.refreshToken ? { refreshTokenEnc: cipher.encrypt(tokens.refreshToken, context) } : {}),
        tokenExpiresAt: tokens.expiresAt,
      });
      await recordAuditEvent(tx, {
        type: 'mailbox.connected',
        orgId: pending.orgId,
        actorUserId: pending.userId,
        data: { connectionId: id, provider, account, reconnected: existing !== null },
      });
      await deps.jobs.send('sync-mailbox', { orgId: pending.orgId, connectionId: id }, { within: tx });
      return id;
    });
    // After the commit: on PGlite a schedule written beside an open transaction would wait for it.
    if (deps.syncCron) {
      const payload = { orgId: pending.orgId, connectionId };
      await deps.jobs.schedule('sync-mailbox', deps.syncCron, payload, connectionId);
    }
    return { result: 'connected', connectionId };
  } catch (error) {
    return failure('the code exchange or the account lookup failed', error);
  }
}
