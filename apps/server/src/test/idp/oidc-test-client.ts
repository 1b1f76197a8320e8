import * as client from 'openid-client';
import { formAction, type TestBrowser } from './browser.ts';
import type { EmbeddedServer } from './embedded-server.ts';

export interface Authorization {
  url: string;
  verifier: string;
  state: string;
}

/**
 * An independent OpenID client (openid-client) for the embedded provider of a test server, with the steps of the
 * SPA's sign-in: start an authorization (PKCE, resource indicator, prompt=login unless told otherwise), read the
 * page the provider shows, and exchange the code that comes back.
 */
export async function connectOidcTestClient(server: EmbeddedServer) {
  const { config } = server;
  const oidc = await client.discovery(
    new URL(config.oidc.issuer),
    config.oidc.clientId,
    undefined,
    client.None(),
    {
      // The test issuer is plain http on 127.0.0.1: the flag is deprecated only to stand out in production code.
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      execute: [client.allowInsecureRequests],
    },
  );
  const callbackUrl = `${config.publicUrl}/auth`;
  const audience = config.oidc.audience;

  /** `prompt: ''` leaves the prompt out, like the app switching organisations. */
  async function startAuthorization(extra: Record<string, string> = {}): Promise<Authorization> {
    const { prompt = 'login', ...rest } = extra;
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(oidc, {
      redirect_uri: callbackUrl,
      scope: config.oidc.scope,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      resource: audience,
      ...(prompt ? { prompt } : {}),
      ...rest,
    });
    return { url: url.href, verifier, state };
  }

  /** The page the provider shows for an authorization (sign-in, sign-up or an error), with its form action. */
  async function openPage(browser: TestBrowser, authorization: Authorization) {
    const page = await browser.follow(authorization.url, callbackUrl);
    if (page.stopped) throw new Error(`expected a page, got a redirect to ${page.url}`);
    const html = await page.response.text();
    const action = html.includes('<form') ? formAction(html, page.url) : undefined;
    return { status: page.response.status, html, action };
  }

  /** Posts a form of the provider's pages; either a page comes back or the browser returns to the app. */
  async function submit(browser: TestBrowser, action: string, form: Record<string, string>) {
    const result = await browser.follow(action, callbackUrl, { method: 'POST', form });
    if (result.stopped) return { returned: true as const, url: result.url };
    return { returned: false as const, status: result.response.status, html: await result.response.text() };
  }

  function exchange(authorization: Authorization, returnedUrl: string) {
    return client.authorizationCodeGrant(
      oidc,
      new URL(returnedUrl),
      { pkceCodeVerifier: authorization.verifier, expectedState: authorization.state },
      { resource: audience },
    );
  }

  return { oidc, callbackUrl, audience, startAuthorization, openPage, submit, exchange };
}

export type OidcTestClient = Awaited<ReturnType<typeof connectOidcTestClient>>;
