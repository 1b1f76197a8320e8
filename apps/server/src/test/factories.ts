import { randomUUID } from 'node:crypto';
import type { Role } from '@vigila/domain';
import type { Db } from '../db/client.ts';
import { memberships, orgs, users } from '../db/schema/index.ts';

export interface BuiltUser {
  id: string;
  email: string;
  name: string;
}

/** A user row as an outside provider's subject would have after registering. */
export async function buildUser(db: Db, overrides: Partial<BuiltUser> = {}): Promise<BuiltUser> {
  const id = overrides.id ?? `auth0|${randomUUID()}`;
  const user = {
    id,
    email: overrides.email ?? `${id.replace(/\W/g, '')}@example.test`,
    name: overrides.name ?? 'Test User',
  };
  await db.insert(users).values(user);
  return user;
}

export async function buildOrg(db: Db, name = 'Test Org'): Promise<{ id: string; name: string }> {
  const org = { id: `org_${randomUUID()}`, name };
  await db.insert(orgs).values(org);
  return org;
}

export async function addMember(db: Db, orgId: string, userId: string, roles: Role[] = ['technician']) {
  await db.insert(memberships).values({ orgId, userId, roles });
}
