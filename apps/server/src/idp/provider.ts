import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { PRODUCT_NAME } from '@vigila/domain';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { findAccountById } from './accounts.ts';
import { OidcPayloadAdapter } from './adapter.ts';
import { buildIdentityClaims, buildOrganisationClaims, claimsByScope } from './claims.ts';
import {
  API_SCOPE,
  GRANT_CLAIM,
  GRANT_TTL_SECONDS,
  HOUR_SECONDS as HOUR,
  OIDC_MOUNT_PATH,
  OIDC_SCOPES,
  VITE_DEV_ORIGIN,
} from './constants.ts';
import type { ProviderSecrets } from './keys.ts';
import { organisationAwareGrantLoader } from './load-existing-grant.ts';
import { renderErrorPage } from './pages/error-page.ts';
import { renderLogoutPage, renderSignedOutPage } from './pages/logout-page.ts';
import type { SignInContextStore } from './sign-in-context.ts';

export interface ProviderDeps {
  config: AppConfig;
  db: Db;
  secrets: ProviderSecrets;
  signInContexts: SignInContextStore;
}

function webClient(config: AppConfig) {
  // The Vite dev server signs in only under `npm run dev`: in production no other origin receives a code.
  const origins = [...new Set([config.publicUrl, ...(config.development ? [VITE_DEV_ORIGIN] : [])])];
  return {
    client_id: config.oidc.clientId,
    client_name: PRODUCT_NAME,
    application_type: 'web' as const,
    token_endpoint_auth_method: 'none' as const,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code' as const],
    redirect_uris: origins.map((origin) => `${origin}/auth`),
    post_logout_redirect_uris: origins.flatMap((origin) => [origin, `${origin}/`]),
  };
}

function grantIdOf(token: unknown): string | undefined {
  if (typeof token !== 'object' || token === null || !('grantId' in token)) return undefined;
  return typeof token.grantId === 'string' ? token.grantId : undefined;
}

export function createProvider({ config, db, secrets, signInContexts }: ProviderDeps): Provider {
  const { audience, claims: claimNames } = config.oidc;
  const client = webClient(config);
  const requestedOrganisation = async (token: unknown) => {
    const grantId = grantIdOf(token);
    return grantId ? (await signInContexts.load(grantId))?.organization : undefined;
  };

  const configuration: Configuration = {
    adapter: (name: string) => new OidcPayloadAdapter(db, name),
    clients: [client],
    clientBasedCORS: (_ctx, origin, corsClient) =>
      corsClient.redirectUris?.some((uri) => URL.parse(uri)?.origin === origin) ?? false,
    cookies: { keys: secrets.cookieKeys },
    jwks: { keys: secrets.signingKeys },
    scopes: [...OIDC_SCOPES],
    claims: claimsByScope(claimNames),
    // Release the profile and organisation claims in the ID token of the code flow too: the SPA reads them there.
    conformIdTokenClaims: false,
    extraParams: ['organization', 'invitation', 'organization_name'],
    loadExistingGrant: organisationAwareGrantLoader(signInContexts),
    // Authorization code only: nothing implicit is offered (or advertised in discovery).
    responseTypes: ['code'],
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `${OIDC_MOUNT_PATH}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: HOUR,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => {
          ctx.body = renderLogoutPage(form);
        },
        postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => {
          ctx.body = renderSignedOutPage(config.publicUrl);
        },
      },
    },
    findAccount: async (_ctx, sub, token) => {
      const account = await findAccountById(db, sub);
      if (!account) return undefined;
      const organisation = await requestedOrganisation(token);
      return { accountId: sub, claims: () => buildIdentityClaims(account, claimNames, organisation) };
    },
    extraTokenClaims: async (_ctx, token) => {
      if (!('accountId' in token) || !token.accountId) return undefined;
      const account = await findAccountById(db, token.accountId);
      if (!account) return undefined;
      const claims = buildOrganisationClaims(account, claimNames, await requestedOrganisation(token));
      // Which sign-in the token belongs to, so a password change can end every other one (users/account.service).
      const grantId = grantIdOf(token);
      return grantId ? { ...claims, [GRANT_CLAIM]: grantId } : claims;
    },
    // The SPA signs in with prompt=login, and OpenID Connect drops offline_access unless prompt=consent; the
    // first-party client still gets refresh tokens, bound to the session (sign-out ends them).
    issueRefreshToken: (_ctx, refreshClient) => refreshClient.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: () => true,
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR,
      Session: GRANT_TTL_SECONDS,
      Grant: GRANT_TTL_SECONDS,
      // A rotated refresh token lives only as long as the one it replaces, so rotation never extends a sign-in.
      // oidc-provider also computes TTLs outside a request (ctx undefined), whatever its types say.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
      RefreshToken: (ctx) => ctx?.oidc.entities.RotatedRefreshToken?.remainingTTL ?? GRANT_TTL_SECONDS,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderErrorPage({
        title: 'Sign-in problem',
        message: out.error_description ?? out.error,
        homeUrl: config.publicUrl,
      });
    },
  };

  const provider = new Provider(config.oidc.issuer, configuration);
  // Behind a TLS-terminating proxy the provider must trust X-Forwarded-Proto to build https URLs.
  provider.proxy = new URL(config.publicUrl).protocol === 'https:';
  return provider;
}
