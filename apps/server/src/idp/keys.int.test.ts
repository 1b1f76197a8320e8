import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { serverSecrets } from '../db/schema/index.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { invitationPort } from '../modules/invitations/index.ts';
import { mountIdentityProvider } from './index.ts';
import { loadProviderSecrets } from './keys.ts';
import { withFreshDatabase } from '../test/idp/fresh-database.ts';

const kinds = await testDatabaseKinds();
const config = loadConfig({ PUBLIC_URL: 'http://vigila.test', LOG_LEVEL: 'silent' });

describe.each(kinds)('provider keys on %s', (kind) => {
  it('generates the keys once and reuses them on the next start', async () => {
    await withFreshDatabase(kind, async ({ db }) => {
      const first = await loadProviderSecrets(db);
      const second = await loadProviderSecrets(db);
      expect(second).toEqual(first);
      expect(first.signingKeys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      expect(first.signingKeys[0]?.d).toBeTypeOf('string');
      expect(await db.select().from(serverSecrets)).toHaveLength(2);
    });
  });

  it('gives two provider instances on one database the same public keys, without private parts', async () => {
    await withFreshDatabase(kind, async ({ db }) => {
      const jwksOf = async () => {
        const app = Fastify();
        const handle = await mountIdentityProvider(app, { config, db, invitations: invitationPort });
        const served = await app.inject({ method: 'GET', url: '/oidc/jwks' });
        await app.close();
        return {
          local: await handle.getPublicJwks(),
          served: served.json<{ keys: Record<string, unknown>[] }>(),
        };
      };
      const first = await jwksOf();
      const second = await jwksOf();
      expect(second.local).toEqual(first.local);
      expect(first.local.keys).toHaveLength(1);
      const [key] = first.local.keys;
      expect(Object.keys(key ?? {}).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
      expect(first.served.keys[0]).toMatchObject({ kid: key?.kid, n: key?.n });
      expect(JSON.stringify(first.served)).not.toContain('"d"');
    });
  });
});
