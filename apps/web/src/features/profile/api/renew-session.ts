/**
 * After a password change the server refuses every access token issued before it, this tab's too, but keeps this
 * tab's sign-in: its refresh token fetches a new access token. If that fails, the user signs in again (with the
 * new password). Loaded on demand: oidc-client-ts stays out of the profile page's bundle.
 */
export async function renewSessionAfterPasswordChange(): Promise<void> {
  const { getOidcSession, storeOidcUser } = await import('@/lib/auth/oidc-session.ts');
  try {
    const { manager, config } = await getOidcSession();
    const oidcUser = await manager.signinSilent();
    if (oidcUser) {
      storeOidcUser(oidcUser, config);
      return;
    }
  } catch (error) {
    console.warn('Session renewal after the password change failed', error);
  }
  const { forgetLocalSession } = await import('@/lib/auth/sign-out.ts');
  await forgetLocalSession();
}
