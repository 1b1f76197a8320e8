import type { Db } from '../db/client.ts';
import { OidcPayloadAdapter } from './adapter.ts';
import { SIGN_IN_CONTEXT_MODEL } from './constants.ts';

/**
 * What a sign-in asked for beyond OpenID Connect: the organisation to act in, and an invitation being accepted.
 * Kept per grant (not per request) because the token endpoint, which builds the tokens, never sees the
 * authorization request's parameters; refresh tokens of the grant keep the same organisation.
 */
export interface SignInContext {
  organization?: string;
  invitation?: string;
  organizationName?: string;
}

const MAX_PARAM_LENGTH = 512;

function param(params: Record<string, unknown>, name: string): string | undefined {
  const value = params[name];
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_PARAM_LENGTH
    ? value
    : undefined;
}

/** The sign-in context carried by the `organization`, `invitation` and `organization_name` parameters. */
export function signInContextFromParams(params: Record<string, unknown>): SignInContext {
  const context: SignInContext = {};
  const organization = param(params, 'organization');
  const invitation = param(params, 'invitation');
  const organizationName = param(params, 'organization_name');
  if (organization) context.organization = organization;
  if (invitation) context.invitation = invitation;
  if (organizationName) context.organizationName = organizationName;
  return context;
}

/** Stored in `oidc_payloads` under the grant's id, so revoking the grant removes it too. */
export class SignInContextStore {
  private readonly adapter: OidcPayloadAdapter;

  constructor(db: Db) {
    this.adapter = new OidcPayloadAdapter(db, SIGN_IN_CONTEXT_MODEL);
  }

  async save(grantId: string, context: SignInContext, ttlSeconds: number): Promise<void> {
    await this.adapter.upsert(grantId, { grantId, ...context }, ttlSeconds);
  }

  async load(grantId: string): Promise<SignInContext | undefined> {
    const payload = await this.adapter.find(grantId);
    return payload ? signInContextFromStored(payload) : undefined;
  }
}

function signInContextFromStored(payload: Record<string, unknown>): SignInContext {
  return signInContextFromParams({
    organization: payload.organization,
    invitation: payload.invitation,
    organization_name: payload.organizationName,
  });
}
