import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { recordAuditEvent } from '../audit/index.ts';
import type { Db } from '../db/client.ts';
import { memberships, orgs, users } from '../db/schema/index.ts';
import { hashPassword } from '../idp/passwords.ts';
import { DEMO_ACCOUNTS, DEMO_ORGANISATION_NAME, DEMO_PASSWORD } from './demo-accounts.ts';

/**
 * Seeds the demo organisation "Demo Pharma" with one account per role, on an empty database only (no
 * organisations yet). Everything, audit events included, is one transaction. Returns true when it seeded.
 * A transaction-scoped advisory lock makes concurrent first starts of several replicas seed once.
 */
export async function seedDemoOrganisation(db: Db): Promise<boolean> {
  const hasOrganisations = async (executor: Pick<Db, 'select'>) =>
    (await executor.select({ id: orgs.id }).from(orgs).limit(1)).length > 0;
  if (await hasOrganisations(db)) return false;
  // Hash before the transaction: scrypt is slow on purpose and must not hold the lock.
  const accounts = await Promise.all(
    DEMO_ACCOUNTS.map(async (account) => ({ ...account, passwordHash: await hashPassword(DEMO_PASSWORD) })),
  );
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('vigila.seed.demo'))`);
    if (await hasOrganisations(tx)) return false;

    const orgId = `org_${randomUUID()}`;
    await tx.insert(orgs).values({ id: orgId, name: DEMO_ORGANISATION_NAME });
    await recordAuditEvent(tx, {
      type: 'org.created',
      orgId,
      actorUserId: null,
      data: { name: DEMO_ORGANISATION_NAME },
    });

    for (const account of accounts) {
      const userId = randomUUID();
      await tx.insert(users).values({
        id: userId,
        email: account.email,
        name: account.name,
        emailVerified: true,
        passwordHash: account.passwordHash,
      });
      await recordAuditEvent(tx, {
        type: 'user.created',
        orgId,
        actorUserId: null,
        data: { userId, email: account.email },
      });
      // Inserted one after the other, so membership order (created_at) follows the role order.
      await tx.insert(memberships).values({ orgId, userId, roles: [account.role] });
      await recordAuditEvent(tx, {
        type: 'membership.created',
        orgId,
        actorUserId: null,
        data: { userId, roles: [account.role] },
      });
    }
    return true;
  });
}
