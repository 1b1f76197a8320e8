import { and, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import type { DbExecutor } from '../db/transaction.ts';
import { oidcPayloads } from '../db/schema/index.ts';
import { SIGN_IN_CONTEXT_MODEL } from './constants.ts';

/** Rows whose expiry has not passed (rows without expiry never expire). */
const notExpired = () => or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date()));

/**
 * The models revoked with their grant (as in oidc-provider's reference adapter). Others may carry a grantId
 * too (an Interaction names the session's current grant) but must survive its revocation: switching accounts
 * revokes the old grant in the middle of the interaction that replaces it.
 */
const GRANT_BOUND_MODELS: ReadonlySet<string> = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
  SIGN_IN_CONTEXT_MODEL,
]);

function optionalString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/**
 * oidc-provider's storage (sessions, interactions, grants, codes, tokens…) in the `oidc_payloads` table, one
 * row per model and id, so every replica sees the same state and nothing is lost on restart. Expired rows are
 * treated as absent; `deleteExpiredOidcPayloads` removes them.
 */
export class OidcPayloadAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const columns = {
      payload: payload as Record<string, unknown>,
      grantId: GRANT_BOUND_MODELS.has(this.model) ? optionalString(payload.grantId) : null,
      userCode: optionalString(payload.userCode),
      uid: optionalString(payload.uid),
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.db
      .insert(oidcPayloads)
      .values({ model: this.model, id, ...columns })
      .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: columns });
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findOne(eq(oidcPayloads.id, id));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findOne(eq(oidcPayloads.uid, uid));
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findOne(eq(oidcPayloads.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(oidcPayloads)
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
  }

  /** Everything issued under the grant goes, whatever its model (only grant-bound models record the grant). */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
  }

  private async findOne(condition: SQL): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.model), condition, notExpired()))
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }
}

/** Removes expired rows; safe to run from every replica at any time. Returns how many went. */
export async function deleteExpiredOidcPayloads(db: Db): Promise<number> {
  const deleted = await db
    .delete(oidcPayloads)
    .where(lte(oidcPayloads.expiresAt, new Date()))
    .returning({ id: oidcPayloads.id });
  return deleted.length;
}

/**
 * Every session, grant and token of one account (sign out of every session): oidc-provider writes the account's id
 * into each of them as `accountId`. `keepGrant`: the sign-in that asked stays — its grant, what was issued under
 * it, and the session that holds it (a password change ends the other sessions only). Returns how many went.
 */
export async function deleteOidcPayloadsOfAccount(
  db: DbExecutor,
  accountId: string,
  keepGrant?: string,
): Promise<number> {
  const ofAccount = sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`;
  const kept = keepGrant
    ? sql`(${oidcPayloads.grantId} = ${keepGrant}
        or (${oidcPayloads.model} = 'Grant' and ${oidcPayloads.id} = ${keepGrant})
        or (${oidcPayloads.model} = 'Session' and exists (
          select 1 from jsonb_each(coalesce(${oidcPayloads.payload}->'authorizations', '{}'::jsonb)) as a
          where a.value->>'grantId' = ${keepGrant})))`
    : undefined;
  const deleted = await db
    .delete(oidcPayloads)
    .where(kept ? and(ofAccount, sql`not ${kept}`) : ofAccount)
    .returning({ id: oidcPayloads.id });
  return deleted.length;
}
