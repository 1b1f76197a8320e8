/**
 * The path the embedded OpenID Connect provider (idp/) is served under; the issuer is `${PUBLIC_URL}/oidc`. It lives
 * in http/ because the rate limits name its sign-in routes and http/ sits below idp/.
 */
export const OIDC_MOUNT_PATH = '/oidc';
