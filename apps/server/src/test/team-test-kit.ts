import type { Role } from '@vigila/domain';
import { asc, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { auditEvents, invitations, memberships, outboxMessages } from '../db/schema/index.ts';
import type { TestDatabaseKind } from './databases.ts';
import { addMember, buildOrg, buildUser } from './factories.ts';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One organisation with a member of each role, and their tokens (each naming that organisation). */
export interface Team {
  orgId: string;
  orgName: string;
  ids: Record<Role, string>;
  tokens: Record<Role, string>;
}

export interface TeamTestKit {
  t: TestApp;
  /** A fresh organisation per test keeps tests independent inside one app. */
  team(name?: string): Promise<Team>;
  /** A user who is a member of `orgId` with `roles`, and a token naming that organisation. */
  member(orgId: string, roles: Role[], name?: string): Promise<{ id: string; email: string; token: string }>;
  call(method: Method, url: string, token: string, payload?: object): Promise<LightMyRequestResponse>;
  /** Everything a refused call must leave alone: memberships, invitations, audit rows, outbox. */
  written(orgId: string): Promise<unknown>;
  membershipRoles(orgId: string, userId: string): Promise<string[] | null>;
  auditOf(
    orgId: string,
  ): Promise<{ type: string; actorUserId: string | null; data: Record<string, unknown> }[]>;
}

export async function startTeamTestKit(
  kind: TestDatabaseKind,
  options: TestAppOptions = {},
): Promise<TeamTestKit> {
  const t = await startTestApp(kind, { workers: false, ...options });
  const { db } = t.database;

  const member: TeamTestKit['member'] = async (orgId, roles, name = 'Member') => {
    const user = await buildUser(db, { name });
    await addMember(db, orgId, user.id, roles);
    return {
      id: user.id,
      email: user.email,
      token: await t.issuer.mintToken({ sub: user.id, org_id: orgId }),
    };
  };

  const team: TeamTestKit['team'] = async (name = 'Acme Pharma') => {
    const org = await buildOrg(db, name);
    const owner = await member(org.id, ['owner'], 'Olivia Owner');
    const admin = await member(org.id, ['admin'], 'Adam Admin');
    const manager = await member(org.id, ['manager'], 'Mia Manager');
    const technician = await member(org.id, ['technician'], 'Tom Technician');
    return {
      orgId: org.id,
      orgName: org.name,
      ids: { owner: owner.id, admin: admin.id, manager: manager.id, technician: technician.id },
      tokens: {
        owner: owner.token,
        admin: admin.token,
        manager: manager.token,
        technician: technician.token,
      },
    };
  };

  const countOf = async (table: typeof auditEvents | typeof outboxMessages) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0;

  return {
    t,
    team,
    member,
    call: (method, url, token, payload) =>
      t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(payload ? { payload } : {}),
      }),
    written: async (orgId) => ({
      memberships: await db
        .select({ userId: memberships.userId, roles: memberships.roles })
        .from(memberships)
        .where(eq(memberships.orgId, orgId))
        .orderBy(asc(memberships.userId)),
      invitations: await db
        .select()
        .from(invitations)
        .where(eq(invitations.orgId, orgId))
        .orderBy(asc(invitations.id)),
      audit: await countOf(auditEvents),
      outbox: await countOf(outboxMessages),
    }),
    membershipRoles: async (orgId, userId) => {
      const rows = await db
        .select({ roles: memberships.roles, userId: memberships.userId })
        .from(memberships)
        .where(eq(memberships.orgId, orgId));
      return rows.find((row) => row.userId === userId)?.roles ?? null;
    },
    auditOf: async (orgId) =>
      db
        .select({ type: auditEvents.type, actorUserId: auditEvents.actorUserId, data: auditEvents.data })
        .from(auditEvents)
        .where(eq(auditEvents.orgId, orgId))
        .orderBy(asc(auditEvents.id)),
  };
}
