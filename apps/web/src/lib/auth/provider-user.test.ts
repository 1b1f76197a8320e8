import { afterEach, describe, expect, it } from 'vitest';
import { User, UserManager, WebStorageStateStore, type UserProfile } from 'oidc-client-ts';
import { hasCachedProviderUser } from './provider-user.ts';

const config = { issuer: 'http://idp.test/oidc', clientId: 'vigila-web' };
const signedIn = () =>
  new User({ access_token: 'a', token_type: 'Bearer', profile: { sub: 's' } as UserProfile });

function manager(): UserManager {
  return new UserManager({
    authority: config.issuer,
    client_id: config.clientId,
    redirect_uri: 'http://app.test/auth',
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  });
}

afterEach(() => window.localStorage.clear());

describe('hasCachedProviderUser', () => {
  it('finds the user oidc-client-ts stored, and not after the library removed it', async () => {
    const oidc = manager();
    expect(hasCachedProviderUser(config)).toBe(false);
    await oidc.storeUser(signedIn());
    expect(hasCachedProviderUser(config)).toBe(true);
    await oidc.removeUser();
    expect(hasCachedProviderUser(config)).toBe(false);
  });

  it('is scoped to the provider and the client', async () => {
    await manager().storeUser(signedIn());
    expect(hasCachedProviderUser({ ...config, clientId: 'another-client' })).toBe(false);
  });
});
