import { randomUUID } from 'node:crypto';
import type { Role } from '@vigila/domain';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, cases, items } from '../../db/schema/index.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { addMember, buildOrg, buildUser } from '../../test/factories.ts';
import { buildItem } from '../../test/item-factory.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const kinds = await testDatabaseKinds();
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

describe.each(kinds)('data retention and purge (decision 0035) on %s', (kind) => {
  let t: TestApp;
  let orgId: string;
  const tokens = {} as Record<Role, string>;
  let ownerId: string;

  const send = (role: Role, call: InjectOptions) =>
    t.app.inject({
      ...call,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[role]}` },
    });
  const itemRow = async (id: string) => (await t.database.db.select().from(items).where(eq(items.id, id)))[0];
  const auditOf = (type: string) =>
    t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.orgId, orgId), eq(auditEvents.type, type)));
  /** An e-mail archived `days` ago (by its channel's removal), with content a purge must redact. */
  const archivedEmail = (days: number) =>
    buildItem(t.database.db, {
      orgId,
      title: 'Rash after the tablets',
      text: 'Call me on +34 600 000 000',
      author: 'patient@example.test',
      data: { from: 'patient@example.test', blob_key: `emails/${randomUUID()}.eml` },
      archivedAt: daysAgo(days),
      archivedBy: ownerId,
      archivedReason: 'item_removed',
    });

  beforeAll(async () => {
    t = await startTestApp(kind, { workers: false });
    const { db } = t.database;
    orgId = (await buildOrg(db, 'Acme Pharma')).id;
    for (const role of ['owner', 'admin', 'manager', 'technician'] as const) {
      const user = await buildUser(db, { name: `The ${role}` });
      await addMember(db, orgId, user.id, [role]);
      tokens[role] = await t.issuer.mintToken({ sub: user.id, org_id: orgId });
      if (role === 'owner') ownerId = user.id;
    }
  }, 180_000);
  afterAll(() => t.close());

  it('by default nothing is ever purged: no period, and a purge is refused', async () => {
    const old = await archivedEmail(4000);
    const setting = await send('technician', { method: 'GET', url: '/api/retention' });
    expect(setting.json()).toMatchObject({
      purge_archived_after_days: null,
      can_manage: false,
      purgeable_items: 0,
    });
    expect((await send('owner', { method: 'GET', url: '/api/retention' })).json()).toMatchObject({
      can_manage: true,
    });
    const purge = await send('owner', { method: 'POST', url: '/api/retention/purge' });
    expect(purge.statusCode).toBe(409);
    expect(purge.json()).toMatchObject({ code: 'retention_not_set' });
    expect((await itemRow(old.id))?.purgedAt).toBeNull();
  });

  it.each(['admin', 'manager', 'technician'] as const)(
    'refuses a %s: neither the period nor a purge, and nothing changes',
    async (role) => {
      const change = await send(role, {
        method: 'PUT',
        url: '/api/retention',
        payload: { purge_archived_after_days: 1 },
      });
      expect(change.statusCode).toBe(403);
      expect(change.json()).toMatchObject({ code: 'permission_archive_purge' });
      const purge = await send(role, { method: 'POST', url: '/api/retention/purge' });
      expect(purge.statusCode).toBe(403);
      expect(await auditOf('retention.changed')).toEqual([]);
      expect(await auditOf('retention.purged')).toEqual([]);
    },
  );

  it('an owner sets the period, audited; a purge takes only archived items past it, never one with a case', async () => {
    const change = await send('owner', {
      method: 'PUT',
      url: '/api/retention',
      payload: { purge_archived_after_days: 30 },
    });
    expect(change.statusCode).toBe(200);
    expect(change.json()).toMatchObject({ purge_archived_after_days: 30 });
    const [changed] = await auditOf('retention.changed');
    expect(changed?.data).toEqual({ from: null, to: 30 });

    const recent = await archivedEmail(10); // before the period: refused
    const old = await archivedEmail(40); // past it: purged
    const withCase = await archivedEmail(40); // made into a case: never purged
    const live = await buildItem(t.database.db, {
      orgId,
      publishedAt: daysAgo(400),
      createdAt: daysAgo(400),
    });
    await t.database.db.insert(cases).values({
      id: randomUUID(),
      orgId,
      itemId: withCase.id,
      referenceId: withCase.id,
      source: 'email',
      username: 'patient@example.test',
      publishedAt: daysAgo(40),
      dayZero: daysAgo(40),
      latestReceiptAt: daysAgo(40),
    });

    const purge = await send('owner', { method: 'POST', url: '/api/retention/purge' });
    expect(purge.json()).toEqual({ success: true, purged_items: 2 }); // `old` and the 4000-day one above

    // The tombstone: the row stays with its id, source, external id and dates; the content is gone.
    const tombstone = await itemRow(old.id);
    expect(tombstone).toMatchObject({
      id: old.id,
      source: 'email',
      externalId: old.externalId,
      title: null,
      text: '',
      author: null,
      data: {},
      purgedBy: ownerId,
    });
    expect(tombstone?.purgedAt).toBeInstanceOf(Date);
    expect(tombstone?.archivedAt).toBeInstanceOf(Date);
    for (const kept of [recent, withCase, live]) {
      expect(await itemRow(kept.id)).toMatchObject({ purgedAt: null, text: kept.text, title: kept.title });
    }
    const [purged] = await auditOf('retention.purged');
    expect(purged?.data).toMatchObject({ afterDays: 30, purgedItems: 2 });
    expect((purged?.data as { itemIds: string[] }).itemIds).toContain(old.id);

    // Still readable by its id (a tombstone), and listed as purged in the archive.
    expect((await send('technician', { method: 'GET', url: `/api/emails/${old.id}` })).statusCode).toBe(200);
    const archive = (await send('technician', { method: 'GET', url: '/api/archived-items' })).json<{
      items: { id: string; purged_at: string | null; has_case: boolean }[];
    }>();
    expect(archive.items.find((item) => item.id === old.id)?.purged_at).not.toBeNull();
    expect(archive.items.find((item) => item.id === withCase.id)).toMatchObject({
      purged_at: null,
      has_case: true,
    });

    // A second purge finds nothing more.
    expect((await send('owner', { method: 'POST', url: '/api/retention/purge' })).json()).toEqual({
      success: true,
      purged_items: 0,
    });
  });

  it('refuses a period outside 1 day to a hundred years', async () => {
    for (const days of [0, -1, 36_501, 1.5]) {
      const response = await send('owner', {
        method: 'PUT',
        url: '/api/retention',
        payload: { purge_archived_after_days: days },
      });
      expect(response.statusCode, String(days)).toBe(400);
    }
  });

  it('the permission matrix decides: an admin granted "purge archived items" sets the period', async () => {
    const grant = await send('owner', {
      method: 'PUT',
      url: '/api/org/permissions',
      payload: { role: 'admin', action: 'archive.purge', allowed: true },
    });
    expect(grant.statusCode).toBe(200);
    expect((await send('admin', { method: 'GET', url: '/api/retention' })).json()).toMatchObject({
      can_manage: true,
    });
    const change = await send('admin', {
      method: 'PUT',
      url: '/api/retention',
      payload: { purge_archived_after_days: 3650 },
    });
    expect(change.statusCode).toBe(200);
    expect((await auditOf('retention.changed')).at(-1)?.data).toMatchObject({ to: 3650 });
    const stillRefused = await send('manager', {
      method: 'PUT',
      url: '/api/retention',
      payload: { purge_archived_after_days: 1 },
    });
    expect(stillRefused.statusCode).toBe(403);
  });
});
