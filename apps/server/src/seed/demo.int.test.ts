import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, memberships, orgs, users } from '../db/schema/index.ts';
import { findSignInCandidate } from '../idp/accounts.ts';
import { verifyPassword } from '../idp/passwords.ts';
import { withFreshDatabase } from '../test/idp/fresh-database.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { seedDemoOrganisation } from './demo.ts';

const kinds = await testDatabaseKinds();

describe.each(kinds)('demo seed on %s', (kind) => {
  it('creates Demo Pharma with one verified account per role, audited, once', async () => {
    await withFreshDatabase(kind, async ({ db }) => {
      expect(await seedDemoOrganisation(db)).toBe(true);

      const [org, ...otherOrgs] = await db.select().from(orgs);
      expect(otherOrgs).toEqual([]);
      expect(org?.name).toBe('Demo Pharma');
      const people = await db.select().from(users).orderBy(asc(users.email));
      expect(people.map((u) => [u.email, u.emailVerified])).toEqual([
        ['admin@demo.test', true],
        ['manager@demo.test', true],
        ['owner@demo.test', true],
        ['technician@demo.test', true],
      ]);
      expect(people.every((u) => u.name.length > 0)).toBe(true);
      const owner = await findSignInCandidate(db, 'OWNER@demo.test');
      expect(await verifyPassword('demo-password', owner?.passwordHash ?? '')).toBe(true);

      const roles = await db
        .select({ userId: memberships.userId, roles: memberships.roles })
        .from(memberships);
      const roleOf = (email: string) =>
        roles.find((m) => m.userId === people.find((u) => u.email === email)?.id)?.roles;
      expect(roleOf('owner@demo.test')).toEqual(['owner']);
      expect(roleOf('admin@demo.test')).toEqual(['admin']);
      expect(roleOf('manager@demo.test')).toEqual(['manager']);
      expect(roleOf('technician@demo.test')).toEqual(['technician']);

      const audit = await db.select().from(auditEvents);
      expect(audit.filter((e) => e.type === 'org.created')).toHaveLength(1);
      expect(audit.filter((e) => e.type === 'user.created')).toHaveLength(4);
      expect(audit.filter((e) => e.type === 'membership.created')).toHaveLength(4);
      expect(JSON.stringify(audit)).not.toContain('demo-password');
      expect(JSON.stringify(audit)).not.toContain('scrypt$');

      const snapshot = async () => ({
        orgs: await db.select().from(orgs),
        users: await db.select().from(users),
        memberships: await db.select().from(memberships),
        audit: await db.select().from(auditEvents),
      });
      const before = await snapshot();
      expect(await seedDemoOrganisation(db)).toBe(false);
      expect(await snapshot()).toEqual(before);
    });
  });

  it('does nothing on a database that already has an organisation', async () => {
    await withFreshDatabase(kind, async ({ db }) => {
      await db.insert(orgs).values({ id: 'org_existing', name: 'Acme' });
      expect(await seedDemoOrganisation(db)).toBe(false);
      expect(await db.select().from(users)).toEqual([]);
    });
  });
});
