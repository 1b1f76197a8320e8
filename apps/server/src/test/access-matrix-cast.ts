import { randomUUID } from 'node:crypto';
import { ROLES, type Role } from '@vigila/domain';
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/client.ts';
import {
  customReports,
  orgRolePermissions,
  orgWorkflowSettings,
  auditEvents,
  cases,
  feedback,
  invitations,
  items,
  mailboxConnections,
  mailboxOauthStates,
  memberships,
  monitoredSources,
  orgs,
  outboxMessages,
  statusHistory,
  users,
} from '../db/schema/index.ts';
import type { TestDatabaseKind } from './databases.ts';
import { addMember, buildOrg, buildUser, type BuiltUser } from './factories.ts';
import { buildItem } from './item-factory.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/**
 * Who calls, in the access matrix: nobody (no token), a signed-in user without any membership, the owner of another
 * organisation (B), and one member of organisation A per role.
 */
export const CALLERS = ['no token', 'stranger', 'outsider', ...ROLES] as const;
export type Caller = (typeof CALLERS)[number];

/** Organisation A's resources every request of the matrix points at (created once). */
export interface OrgAResources {
  orgId: string;
  userIds: Record<Role, string>;
  itemIds: Record<'email' | 'recording' | 'amazon' | 'instagram' | 'youtube' | 'literature', string>;
  caseId: string;
  sourceIds: Record<'instagram' | 'youtube' | 'amazon' | 'literature', string>;
  asin: string;
  mailboxId: string;
}

export interface AccessMatrixCast {
  t: TestApp;
  a: OrgAResources;
  outsiderOrgId: string;
  /** Each signed-in caller's user row (id, email, name). */
  profiles: Record<Exclude<Caller, 'no token'>, BuiltUser>;
  /** The request as `caller` (JSON content type on every call, as the SPA sends). */
  send: (caller: Caller, call: InjectOptions) => Promise<LightMyRequestResponse>;
  /** Throwaway resources of organisation A, for callers allowed to destroy them. */
  fresh: {
    item: (source: keyof OrgAResources['itemIds']) => Promise<string>;
    source: (source: keyof OrgAResources['sourceIds']) => Promise<string>;
    mailbox: () => Promise<string>;
    member: () => Promise<string>;
    invitation: () => Promise<string>;
  };
  /** Row count and a hash of the rows of every table a write could touch: what a refused call must not change. */
  snapshot: () => Promise<Record<string, string>>;
}

/** The tables a write of any /api route could touch. */
const WATCHED_TABLES: PgTable[] = [
  items,
  statusHistory,
  cases,
  feedback,
  memberships,
  invitations,
  users,
  orgs,
  monitoredSources,
  mailboxConnections,
  mailboxOauthStates,
  outboxMessages,
  auditEvents,
  customReports,
  orgRolePermissions,
  orgWorkflowSettings,
];

/** Row count and an md5 of the rows of each watched table, in one round trip. */
async function fingerprints(db: Db): Promise<Record<string, string>> {
  const selects = WATCHED_TABLES.map((table) => {
    const name = getTableName(table);
    return sql`select ${name} as name, count(*)::int || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as print from ${sql.identifier(name)} t`;
  });
  const result: unknown = await db.execute(sql.join(selects, sql` union all `));
  const rows = (result as { rows: { name: string; print: string }[] }).rows;
  return Object.fromEntries(rows.map((row) => [row.name, row.print]));
}

let sequence = 0;
const unique = (prefix: string) => `${prefix}${++sequence}${randomUUID().slice(0, 8)}`;
/** A key as the source's own normaliser stores it (ASINs: ten uppercase letters or digits). */
const sourceKey = (source: keyof OrgAResources['sourceIds']) =>
  source === 'amazon' ? `B${randomUUID().replaceAll('-', '').slice(0, 9).toUpperCase()}` : unique(source);

/**
 * The real app on a fresh database (job workers off: a queued sync or analysis must not reach outside APIs), with
 * organisation A (one member per role and one resource of every kind) and organisation B (the outsider's).
 * Mailbox OAuth is configured so that connecting answers the provider's URL rather than 'not configured'.
 */
export async function startAccessMatrixCast(kind: TestDatabaseKind): Promise<AccessMatrixCast> {
  const t = await startTestApp(kind, {
    workers: false,
    env: { MS_CLIENT_ID: 'access-matrix-client', MS_CLIENT_SECRET: 'access-matrix-secret' },
  });
  const { db } = t.database;
  const orgA = await buildOrg(db, 'Acme Pharma');
  const orgB = await buildOrg(db, 'Other Co');

  const userIds = {} as Record<Role, string>;
  const profiles = {} as AccessMatrixCast['profiles'];
  const tokens = {} as Record<Exclude<Caller, 'no token'>, string>;
  for (const role of ROLES) {
    const user = await buildUser(db, { name: `The ${role}` });
    await addMember(db, orgA.id, user.id, [role]);
    userIds[role] = user.id;
    profiles[role] = user;
    tokens[role] = await t.issuer.mintToken({ sub: user.id, org_id: orgA.id });
  }
  profiles.outsider = await buildUser(db, { name: 'Mallory' });
  await addMember(db, orgB.id, profiles.outsider.id, ['owner']);
  tokens.outsider = await t.issuer.mintToken({ sub: profiles.outsider.id, org_id: orgB.id });
  profiles.stranger = await buildUser(db, { name: 'Stranger' });
  tokens.stranger = await t.issuer.mintToken({ sub: profiles.stranger.id });

  const send: AccessMatrixCast['send'] = (caller, call) =>
    t.app.inject({
      ...call,
      headers: {
        'content-type': 'application/json',
        ...(caller === 'no token' ? {} : { authorization: `Bearer ${tokens[caller]}` }),
        ...call.headers,
      },
    });

  const fresh: AccessMatrixCast['fresh'] = {
    item: async (source) =>
      (
        await buildItem(db, {
          orgId: orgA.id,
          source,
          ...(source === 'recording' ? { data: { blob_key: `recordings/${unique('blob')}.mp3` } } : {}),
        })
      ).id,
    source: async (source) => {
      const id = randomUUID();
      await db
        .insert(monitoredSources)
        .values({ id, orgId: orgA.id, source, key: sourceKey(source), schedule: 'off' });
      return id;
    },
    mailbox: async () => {
      const id = randomUUID();
      await db.insert(mailboxConnections).values({
        id,
        orgId: orgA.id,
        provider: 'microsoft',
        account: `${unique('box')}@acme.test`,
        accessTokenEnc: 'not-a-real-token',
      });
      return id;
    },
    member: async () => {
      const user = await buildUser(db, { name: unique('Member ') });
      await addMember(db, orgA.id, user.id, ['technician']);
      return user.id;
    },
    invitation: async () => {
      const response = await send('owner', {
        method: 'POST',
        url: '/api/org/invite',
        payload: {
          inviteeEmail: `${unique('invitee')}@example.test`,
          roles: ['rol_technician'],
          sendInvitationEmail: false,
        },
      });
      if (response.statusCode !== 200) throw new Error(`POST /org/invite answered ${response.body}`);
      return response.json<{ invitation: { id: string } }>().invitation.id;
    },
  };

  const itemIds = {
    email: await fresh.item('email'),
    recording: await fresh.item('recording'),
    amazon: await fresh.item('amazon'),
    instagram: await fresh.item('instagram'),
    youtube: await fresh.item('youtube'),
    literature: await fresh.item('literature'),
  };
  const created = await send('technician', {
    method: 'POST',
    url: '/api/case',
    payload: { reference_id: itemIds.email, source: 'email' },
  });
  if (created.statusCode !== 200) throw new Error(`POST /case answered ${created.body}`);
  const sourceIds = {
    instagram: await fresh.source('instagram'),
    youtube: await fresh.source('youtube'),
    amazon: await fresh.source('amazon'),
    literature: await fresh.source('literature'),
  };
  const [amazon] = await db
    .select({ key: monitoredSources.key })
    .from(monitoredSources)
    .where(sql`${monitoredSources.id} = ${sourceIds.amazon}`);

  return {
    t,
    a: {
      orgId: orgA.id,
      userIds,
      itemIds,
      caseId: created.json<{ id: string }>().id,
      sourceIds,
      asin: amazon?.key ?? '',
      mailboxId: await fresh.mailbox(),
    },
    outsiderOrgId: orgB.id,
    profiles,
    send,
    fresh,
    snapshot: () => fingerprints(db),
  };
}

/** The key of a monitored source (the delete routes name sources by key, not id). */
export async function sourceKeyOf(db: Db, id: string): Promise<string> {
  const [row] = await db
    .select({ key: monitoredSources.key })
    .from(monitoredSources)
    .where(sql`${monitoredSources.id} = ${id}`);
  if (!row) throw new Error(`no monitored source ${id}`);
  return row.key;
}
