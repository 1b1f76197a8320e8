import { describe, expect, it } from 'vitest';
import { TestBrowser } from '../test/idp/browser.ts';
import { startEmbeddedServer } from '../test/idp/embedded-server.ts';
import { withFreshDatabase } from '../test/idp/fresh-database.ts';
import { connectOidcTestClient } from '../test/idp/oidc-test-client.ts';
import { VITE_DEV_ORIGIN } from './constants.ts';

/**
 * The Vite dev server (http://localhost:5173) is trusted for sign-in only under `npm run dev` (NODE_ENV=development):
 * in production no form of the sign-in pages may post to it, and no authorization code may be sent to it.
 */
describe('the dev server origin of the embedded provider', () => {
  async function whatTheServerTrusts(env: Record<string, string>) {
    let trusted = { formAction: '', devRedirect: 0 };
    await withFreshDatabase('pglite', async (database) => {
      const server = await startEmbeddedServer(database, env);
      try {
        const oidc = await connectOidcTestClient(server);
        const page = await new TestBrowser().request((await oidc.startAuthorization()).url);
        const csp = page.headers.get('content-security-policy') ?? '';
        const devUrl = new URL((await oidc.startAuthorization()).url);
        devUrl.searchParams.set('redirect_uri', `${VITE_DEV_ORIGIN}/auth`);
        const devAuthorization = await new TestBrowser().request(devUrl.href);
        trusted = {
          formAction: /form-action [^;]*/.exec(csp)?.[0] ?? '',
          // oidc-provider sends a known redirect URI on to the sign-in page (303) and refuses an unknown one (400).
          devRedirect: devAuthorization.status,
        };
      } finally {
        await server.close();
      }
    });
    return trusted;
  }

  it('is not trusted in production: no form-action to it, and an authorization for it is refused', async () => {
    const production = await whatTheServerTrusts({});
    expect(production.formAction).not.toContain('localhost:5173');
    expect(production.formAction).toMatch(/^form-action 'self' http:\/\/127\.0\.0\.1:\d+$/);
    expect(production.devRedirect).toBe(400);
  }, 60_000);

  it('is trusted under npm run dev (NODE_ENV=development)', async () => {
    const development = await whatTheServerTrusts({ NODE_ENV: 'development' });
    expect(development.formAction).toContain(VITE_DEV_ORIGIN);
    expect(development.devRedirect).toBe(303);
  }, 60_000);
});
