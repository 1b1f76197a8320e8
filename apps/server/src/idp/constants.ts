export { OIDC_MOUNT_PATH } from '../http/oidc-paths.ts';
/** Vite's dev server, so the SPA in development can sign in against a local API server. */
export const VITE_DEV_ORIGIN = 'http://localhost:5173';
/** The scopes of OpenID Connect itself; `read:organizations` belongs to the API (a resource scope). */
export const OIDC_SCOPES = ['openid', 'offline_access', 'profile', 'email'] as const;
export const API_SCOPE = 'read:organizations';
export const HOUR_SECONDS = 60 * 60;
/** Sessions, grants and refresh tokens last two weeks at most; a sign-in does not outlive them. */
export const GRANT_TTL_SECONDS = 14 * 24 * HOUR_SECONDS;
/** The adapter model under which the sign-in context (organisation, invitation) of a grant is kept. */
export const SIGN_IN_CONTEXT_MODEL = 'SignInContext';
/** The access-token claim naming the grant (the sign-in) the token was issued under. */
export const GRANT_CLAIM = 'grant_id';
