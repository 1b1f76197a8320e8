import type { KoaContextWithOIDC } from 'oidc-provider';
import type { SignInContextStore } from './sign-in-context.ts';

type Grant = InstanceType<KoaContextWithOIDC['oidc']['provider']['Grant']>;

/**
 * oidc-provider's `loadExistingGrant`, aware of organisations. The organisation of a sign-in is kept with its
 * grant, so an authorization request that names another organisation (the app switching organisations while
 * the session lasts) must not silently reuse the grant of the previous one: without a grant the provider asks for
 * consent, which the interaction grants at once with a fresh grant and the new organisation — no page is shown.
 * A request without `organization` keeps the session's grant.
 */
export function organisationAwareGrantLoader(signInContexts: SignInContextStore) {
  return async (ctx: KoaContextWithOIDC): Promise<Grant | undefined> => {
    const decided = ctx.oidc.result?.consent?.grantId;
    const grantId = decided ?? ctx.oidc.session?.grantIdFor(ctx.oidc.client?.clientId ?? '');
    if (!grantId) return undefined;
    const grant = await ctx.oidc.provider.Grant.find(grantId);
    if (!grant || decided) return grant;
    const requested = ctx.oidc.params?.organization;
    if (typeof requested !== 'string' || requested.length === 0) return grant;
    const current = (await signInContexts.load(grantId))?.organization;
    return current === requested ? grant : undefined;
  };
}
