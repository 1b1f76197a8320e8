import { ROLES, type Role, type TeamMember } from '@vigila/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { addMember, buildOrg } from '../../test/factories.ts';
import { startTeamTestKit, type TeamTestKit } from '../../test/team-test-kit.ts';

const kinds = await testDatabaseKinds();

describe.each(kinds)('team members API on %s', (kind) => {
  let k: TeamTestKit;

  beforeAll(async () => {
    k = await startTeamTestKit(kind);
  });
  afterAll(() => k.t.close());

  const changeRole = (token: string, orgId: string, userId: string, roles: Role[]) =>
    k.call('POST', '/api/org/change-role', token, { orgId, userId, roles: roles.map((name) => ({ name })) });
  const remove = (token: string, orgId: string, userId: string) =>
    k.call('DELETE', '/api/org/member', token, { orgId, userId });

  it('lists the members to every role, owners first then by name, with role ids', async () => {
    const team = await k.team();
    for (const role of ROLES) {
      const response = await k.call('GET', `/api/org/${team.orgId}/members`, team.tokens[role]);
      expect(response.statusCode, role).toBe(200);
      const { members } = response.json<{ members: TeamMember[] }>();
      expect(members.map((m) => m.name)).toEqual([
        'Olivia Owner',
        'Adam Admin',
        'Mia Manager',
        'Tom Technician',
      ]);
      expect(members[0]).toMatchObject({
        user_id: team.ids.owner,
        roles: [{ id: 'rol_owner', name: 'owner' }],
        picture: null,
      });
      expect(Date.parse(members[0]?.joined_at ?? '')).not.toBeNaN();
    }
  });

  it("answers 404 Organization not found for another organisation's members", async () => {
    const team = await k.team();
    const other = await k.team('Other Co');
    const response = await k.call('GET', `/api/org/${team.orgId}/members`, other.tokens.owner);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Organization not found', code: 'organization_not_found' });
  });

  it('lets a manager change roles, records old → new, and answers Roles updated', async () => {
    const team = await k.team();
    const response = await changeRole(team.tokens.manager, team.orgId, team.ids.technician, [
      'technician',
      'manager',
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Roles updated' });
    expect(await k.membershipRoles(team.orgId, team.ids.technician)).toEqual(['manager', 'technician']);
    expect((await k.auditOf(team.orgId)).at(-1)).toEqual({
      type: 'membership.roles_changed',
      actorUserId: team.ids.manager,
      data: { userId: team.ids.technician, old: ['technician'], new: ['manager', 'technician'] },
    });
  });

  it('acts in the active organisation when the body names none', async () => {
    const team = await k.team();
    const response = await k.call('POST', '/api/org/change-role', team.tokens.admin, {
      userId: team.ids.technician,
      roles: [{ name: 'admin' }],
    });
    expect(response.statusCode).toBe(200);
    expect(await k.membershipRoles(team.orgId, team.ids.technician)).toEqual(['admin']);
  });

  it('allows an empty role set, and a member without a role still reads the members', async () => {
    const team = await k.team();
    expect((await changeRole(team.tokens.admin, team.orgId, team.ids.technician, [])).statusCode).toBe(200);
    expect(await k.membershipRoles(team.orgId, team.ids.technician)).toEqual([]);
    const read = await k.call('GET', `/api/org/${team.orgId}/members`, team.tokens.technician);
    expect(read.statusCode).toBe(200);
  });

  it('refuses a technician (403) and changes nothing', async () => {
    const team = await k.team();
    const before = await k.written(team.orgId);
    const change = await changeRole(team.tokens.technician, team.orgId, team.ids.manager, ['technician']);
    expect(change.statusCode).toBe(403);
    expect(change.json()).toEqual({
      error: 'You do not have permission to manage members',
      code: 'members_manager_only',
    });
    const removal = await remove(team.tokens.technician, team.orgId, team.ids.manager);
    expect(removal.statusCode).toBe(403);
    expect(await k.written(team.orgId)).toEqual(before);
  });

  it('lets only an owner grant or take the owner role', async () => {
    const team = await k.team();
    const before = await k.written(team.orgId);
    for (const role of ['admin', 'manager'] as const) {
      const grant = await changeRole(team.tokens[role], team.orgId, team.ids.technician, ['owner']);
      expect(grant.statusCode, role).toBe(403);
      expect(grant.json()).toEqual({
        error: 'Only an owner can grant or remove the owner role',
        code: 'owner_only',
      });
      const self = await changeRole(team.tokens[role], team.orgId, team.ids[role], ['owner', role]);
      expect(self.statusCode, `${role} on self`).toBe(403);
    }
    const demote = await changeRole(team.tokens.admin, team.orgId, team.ids.owner, ['admin']);
    expect(demote.statusCode).toBe(403);
    expect(await k.written(team.orgId)).toEqual(before);

    const byOwner = await changeRole(team.tokens.owner, team.orgId, team.ids.admin, ['owner', 'admin']);
    expect(byOwner.statusCode).toBe(200);
    expect(await k.membershipRoles(team.orgId, team.ids.admin)).toEqual(['owner', 'admin']);
    // A second owner exists now: the first may step down, and an admin may not demote the new owner.
    expect((await changeRole(team.tokens.owner, team.orgId, team.ids.owner, ['admin'])).statusCode).toBe(200);
    expect((await changeRole(team.tokens.manager, team.orgId, team.ids.admin, ['admin'])).statusCode).toBe(
      403,
    );
  });

  it('keeps the last owner: neither demoted nor removed (409), nothing changed', async () => {
    const team = await k.team();
    const before = await k.written(team.orgId);
    const demote = await changeRole(team.tokens.owner, team.orgId, team.ids.owner, ['admin']);
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ error: 'An organisation needs at least one owner', code: 'last_owner' });
    const removal = await remove(team.tokens.owner, team.orgId, team.ids.owner);
    expect(removal.statusCode).toBe(409);
    expect(removal.json()).toEqual({ error: 'An organisation needs at least one owner', code: 'last_owner' });
    expect(await k.written(team.orgId)).toEqual(before);
    // Keeping owner and adding roles is fine.
    expect(
      (await changeRole(team.tokens.owner, team.orgId, team.ids.owner, ['owner', 'admin'])).statusCode,
    ).toBe(200);
  });

  it('removes a member, answers Member deleted successfully and records the roles they had', async () => {
    const team = await k.team();
    const response = await remove(team.tokens.manager, team.orgId, team.ids.technician);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Member deleted successfully' });
    expect(await k.membershipRoles(team.orgId, team.ids.technician)).toBeNull();
    expect((await k.auditOf(team.orgId)).at(-1)).toEqual({
      type: 'membership.removed',
      actorUserId: team.ids.manager,
      data: { userId: team.ids.technician, roles: ['technician'] },
    });
    const gone = await k.call('GET', `/api/org/${team.orgId}/members`, team.tokens.technician);
    expect(gone.statusCode).not.toBe(200);
  });

  it('lets a manager leave, refuses an admin removing an owner, and lets an owner remove another owner', async () => {
    const team = await k.team();
    expect((await remove(team.tokens.manager, team.orgId, team.ids.manager)).statusCode).toBe(200);
    const byAdmin = await remove(team.tokens.admin, team.orgId, team.ids.owner);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toEqual({
      error: 'Only an owner can grant or remove the owner role',
      code: 'owner_only',
    });
    const second = await k.member(team.orgId, ['owner'], 'Second Owner');
    expect((await remove(team.tokens.owner, team.orgId, second.id)).statusCode).toBe(200);
  });

  it('answers Member not found for a user who is not a member, and 404 for another organisation, nothing changed', async () => {
    const team = await k.team();
    const other = await k.team('Other Co');
    const before = [await k.written(team.orgId), await k.written(other.orgId)];

    const stranger = await changeRole(team.tokens.owner, team.orgId, other.ids.technician, ['admin']);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ error: 'Member not found', code: 'member_not_found' });
    expect((await remove(team.tokens.owner, team.orgId, other.ids.technician)).statusCode).toBe(404);

    const outsideChange = await changeRole(other.tokens.owner, team.orgId, team.ids.technician, ['admin']);
    expect(outsideChange.statusCode).toBe(404);
    expect(outsideChange.json()).toEqual({ error: 'Organization not found', code: 'organization_not_found' });
    expect((await remove(other.tokens.owner, team.orgId, team.ids.technician)).statusCode).toBe(404);
    const unknownOrg = await remove(team.tokens.owner, 'org_does_not_exist', team.ids.technician);
    expect(unknownOrg.statusCode).toBe(404);

    expect([await k.written(team.orgId), await k.written(other.orgId)]).toEqual(before);
  });

  it("lists the caller's organisations with roles and the active one (GET /orgs)", async () => {
    const team = await k.team();
    const second = await buildOrg(k.t.database.db, 'Second Org');
    const { db } = k.t.database;
    await addMember(db, second.id, team.ids.manager, ['technician']);
    const byDefault = await k.call('GET', '/api/orgs', team.tokens.manager);
    expect(byDefault.statusCode).toBe(200);
    expect(byDefault.json()).toEqual({
      orgs: [
        { id: team.orgId, name: 'Acme Pharma', roles: ['manager'], active: true },
        { id: second.id, name: 'Second Org', roles: ['technician'], active: false },
      ],
    });
    const switched = await k.t.issuer.mintToken({ sub: team.ids.manager, org_id: second.id });
    const orgs = (await k.call('GET', '/api/orgs', switched)).json<{
      orgs: { id: string; active: boolean }[];
    }>();
    expect(orgs.orgs.filter((org) => org.active).map((org) => org.id)).toEqual([second.id]);
    // Acting in the second organisation: a technician there, so no management, but the first is still reachable by id.
    expect((await k.call('GET', `/api/org/${team.orgId}/members`, switched)).statusCode).toBe(200);
  });

  it('refuses callers without a token', async () => {
    const team = await k.team();
    const response = await k.t.app.inject({ method: 'GET', url: `/api/org/${team.orgId}/members` });
    expect(response.statusCode).toBe(401);
  });
  it('documents every team route in the OpenAPI document, behind the bearer token', async () => {
    const doc = (await k.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    }>();
    const routes = [
      ['get', '/api/orgs'],
      ['get', '/api/org/{orgId}/members'],
      ['post', '/api/org/change-role'],
      ['delete', '/api/org/member'],
      ['post', '/api/org/invite'],
      ['get', '/api/org/{orgId}/invitations'],
      ['delete', '/api/org/invitations/{id}'],
    ] as const;
    for (const [method, path] of routes) {
      expect(doc.paths[path]?.[method]?.security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
    }
  });
});
