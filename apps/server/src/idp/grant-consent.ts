import type Provider from 'oidc-provider';
import type { AppConfig } from '../config.ts';
import { API_SCOPE, GRANT_TTL_SECONDS, OIDC_SCOPES } from './constants.ts';
import { signInContextFromParams, type SignInContextStore } from './sign-in-context.ts';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

export interface GrantConsentInput {
  provider: Provider;
  config: AppConfig;
  signInContexts: SignInContextStore;
  interaction: Interaction;
  accountId: string;
  /** The organisation the tokens speak for, when the sign-in decided it (an accepted invitation's). */
  organization?: string;
}

const KNOWN_OIDC_SCOPES: ReadonlySet<string> = new Set(OIDC_SCOPES);

/**
 * Implicit consent for Vigila's own SPA: creates (or extends) the grant with the requested OpenID scopes and
 * the API's scope, and records the sign-in context (organisation, invitation) under the grant. Returns its id.
 * A grant of the session's previous account is never reused for another account.
 */
export async function grantConsent(input: GrantConsentInput): Promise<string> {
  const { provider, config, signInContexts, interaction, accountId } = input;
  const clientId = String(interaction.params.client_id);
  const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant =
    existing && existing.accountId === accountId && existing.clientId === clientId
      ? existing
      : new provider.Grant({ accountId, clientId });

  const requested = typeof interaction.params.scope === 'string' ? interaction.params.scope.split(' ') : [];
  const oidcScopes = requested.filter((scope) => KNOWN_OIDC_SCOPES.has(scope));
  if (oidcScopes.length > 0) grant.addOIDCScope(oidcScopes.join(' '));
  grant.addResourceScope(config.oidc.audience, API_SCOPE);
  const grantId = await grant.save();

  // The invitation token is spent once accepted; it is not kept with the grant.
  const { invitation: _spent, ...context } = signInContextFromParams(interaction.params);
  if (input.organization) context.organization = input.organization;
  await signInContexts.save(grantId, context, GRANT_TTL_SECONDS);
  return grantId;
}
