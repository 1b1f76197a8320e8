import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oidcPayloads } from '../db/schema/index.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { deleteExpiredOidcPayloads, OidcPayloadAdapter } from './adapter.ts';
import { withFreshDatabase } from '../test/idp/fresh-database.ts';

const kinds = await testDatabaseKinds();

describe.each(kinds)('oidc payload adapter on %s', (kind) => {
  it('upserts, finds by id, uid and user code, and keeps models apart', async () => {
    await withFreshDatabase(kind, async ({ db }) => {
      const sessions = new OidcPayloadAdapter(db, 'Session');
      const codes = new OidcPayloadAdapter(db, 'DeviceCode');
      await sessions.upsert('s1', { uid: 'uid-1', accountId: 'user-1' }, 60);
      await codes.upsert('s1', { userCode: 'ABCD-EFGH', grantId: 'g1' }, 60);

      expect(await sessions.find('s1')).toEqual({ uid: 'uid-1', accountId: 'user-1' });
      expect(await sessions.findByUid('uid-1')).toEqual({ uid: 'uid-1', accountId: 'user-1' });
      expect(await codes.findByUserCode('ABCD-EFGH')).toEqual({ userCode: 'ABCD-EFGH', grantId: 'g1' });
      expect(await codes.findByUid('uid-1')).toBeUndefined();
      expect(await sessions.find('missing')).toBeUndefined();

      await sessions.upsert('s1', { uid: 'uid-2', accountId: 'user-2' }, 60);
      expect(await sessions.find('s1')).toEqual({ uid: 'uid-2', accountId: 'user-2' });
      expect(await sessions.findByUid('uid-1')).toBeUndefined();
    });
  });

  it('marks consumed rows and destroys them', async () => {
    await withFreshDatabase(kind, async ({ db }) => {
      const codes = new OidcPayloadAdapter(db, 'AuthorizationCode');
      await codes.upsert('c1', { accountId: 'user-1', grantId: 'g1' }, 60);
      expect((await codes.find('c1'))?.consumed).toBeUndefined();
      await codes.consume('c1');
      const consumed = await codes.find('c1');
      expect(consumed?.consumed).toBeTypeOf('number');
      expect(Math.abs(Number(consumed?.consumed) - Date.now() / 1000)).toBeLessThan(60);
      await codes.destroy('c1');
      expect(await codes.find('c1')).toBeUndefined();
    });
  });

  it('revokes the tokens issued under a grant, whatever their model, and nothing else', async () => {
    await withFreshDatabase(kind, async ({ db }) => {
      const codes = new OidcPayloadAdapter(db, 'AuthorizationCode');
      const refresh = new OidcPayloadAdapter(db, 'RefreshToken');
      await codes.upsert('c1', { grantId: 'g1' }, 60);
      await refresh.upsert('r1', { grantId: 'g1' }, 60);
      await refresh.upsert('r2', { grantId: 'g2' }, 60);
      const interactions = new OidcPayloadAdapter(db, 'Interaction');
      await interactions.upsert('i1', { uid: 'i1', grantId: 'g1' }, 60);
      await codes.revokeByGrantId('g1');
      expect(await codes.find('c1')).toBeUndefined();
      expect(await refresh.find('r1')).toBeUndefined();
      expect(await refresh.find('r2')).toEqual({ grantId: 'g2' });
      // An interaction only names the session's grant; it lives on (account switch mid-interaction).
      expect(await interactions.find('i1')).toEqual({ uid: 'i1', grantId: 'g1' });
    });
  });

  it('treats expired rows as absent, keeps rows without expiry, and sweeps expired ones', async () => {
    await withFreshDatabase(kind, async ({ db }) => {
      const grants = new OidcPayloadAdapter(db, 'Grant');
      await grants.upsert('old', { uid: 'old-uid', accountId: 'a' }, 60);
      await grants.upsert('forever', { accountId: 'b' });
      await grants.upsert('fresh', { accountId: 'c' }, 60);
      await db.execute(
        sql`update oidc_payloads set expires_at = now() - interval '1 second' where id = 'old'`,
      );

      expect(await grants.find('old')).toBeUndefined();
      expect(await grants.findByUid('old-uid')).toBeUndefined();
      expect(await grants.find('forever')).toEqual({ accountId: 'b' });
      expect(await grants.find('fresh')).toEqual({ accountId: 'c' });

      expect(await deleteExpiredOidcPayloads(db)).toBe(1);
      const ids = (await db.select({ id: oidcPayloads.id }).from(oidcPayloads)).map((row) => row.id).sort();
      expect(ids).toEqual(['forever', 'fresh']);
    });
  });
});
