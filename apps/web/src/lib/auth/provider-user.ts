import type { ClientConfig } from '@vigila/domain';

/**
 * Where oidc-client-ts keeps the signed-in provider user: its WebStorageStateStore (prefix `oidc.`) in
 * localStorage under `user:<authority>:<client_id>`. Reading the key directly lets a page with a fresh token check
 * the session without loading the library (about 18 KB gzipped); provider-user.test.ts holds the library to it.
 */
export function providerUserKey(config: Pick<ClientConfig, 'issuer' | 'clientId'>): string {
  return `oidc.user:${config.issuer}:${config.clientId}`;
}

/** Whether the provider user is still cached: a sign-out (here or in another tab) removes it. */
export function hasCachedProviderUser(config: Pick<ClientConfig, 'issuer' | 'clientId'>): boolean {
  return window.localStorage.getItem(providerUserKey(config)) !== null;
}
