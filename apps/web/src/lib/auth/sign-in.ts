import { useAuthStore } from './auth-store.ts';
import { getOidcSession, storeOidcUser } from './oidc-session.ts';
import { safeReturnPath, type Invitation } from './return-path.ts';
import { ensureUserRegistered } from './user-setup.ts';
import { signOut } from './sign-out.ts';

interface SignInState {
  returnTo?: string;
}

/** Sends the browser to the provider's login form (prompt=login), carrying an invitation when there is one. */
export async function signIn(
  options: { returnTo?: string; invitation?: Invitation | null } = {},
): Promise<void> {
  const { manager, config } = await getOidcSession();
  const extraQueryParams: Record<string, string> = { resource: config.audience };
  const { invitation } = options;
  if (invitation) {
    extraQueryParams.invitation = invitation.invitation;
    extraQueryParams.organization = invitation.organization;
    if (invitation.organizationName) extraQueryParams.organization_name = invitation.organizationName;
  }
  const state: SignInState = { returnTo: options.returnTo };
  await manager.signinRedirect({ prompt: 'login', extraQueryParams, state });
}

/**
 * Signs in again for another of the user's organisations: the provider's session is reused (no prompt=login), and
 * the new tokens carry that organisation's org_id and roles, which the API then checks against the database.
 */
export async function switchOrganization(orgId: string, options: { returnTo?: string } = {}): Promise<void> {
  const { manager, config } = await getOidcSession();
  const extraQueryParams = { resource: config.audience, organization: orgId };
  const state: SignInState = { returnTo: options.returnTo };
  await manager.signinRedirect({ extraQueryParams, state });
}

async function finishSignIn(url: string): Promise<string> {
  const { manager, config } = await getOidcSession();
  const oidcUser = await manager.signinCallback(url);
  if (!oidcUser) throw new Error('No user available');
  const user = storeOidcUser(oidcUser, config);
  try {
    await ensureUserRegistered(user);
  } catch (error) {
    console.error('Auth setup failed', error);
    useAuthStore.getState().logout();
    await signOut();
    throw error;
  }
  return safeReturnPath((oidcUser.state as SignInState | undefined)?.returnTo);
}

// The provider's answer is single-use: React may mount the callback twice, so each URL is handled once.
const handled = new Map<string, Promise<string>>();

/** Handles `code` + `state` on /auth; resolves with the path to land on after sign-in. */
export function completeSignIn(url: string): Promise<string> {
  let result = handled.get(url);
  if (!result) {
    result = finishSignIn(url);
    handled.set(url, result);
  }
  return result;
}
