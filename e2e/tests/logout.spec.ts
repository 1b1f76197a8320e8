import { expect, test } from '@playwright/test';
import { BASE_URL, OWNER_EMAIL } from '../support/constants.ts';
import { expectSignedInShell, signInThroughProvider } from '../support/sign-in.ts';

// A session of its own, so logging out does not end the one the other journeys share.
test.use({ storageState: { cookies: [], origins: [] } });

test('logout returns to the origin and protected pages need sign-in again', async ({ page }) => {
  await page.goto('/auth');
  await signInThroughProvider(page, OWNER_EMAIL);
  await expectSignedInShell(page);

  await page.goto('/settings');
  const endSession = page.waitForRequest((request) => request.url().includes('/oidc/session/end'));
  await page.locator('footer').getByRole('button', { name: 'Logout' }).click();
  const url = new URL((await endSession).url());
  expect(url.searchParams.get('post_logout_redirect_uri')).toBe(BASE_URL);
  expect(url.searchParams.get('id_token_hint')).toBeTruthy();

  // Back at the origin, which sends a signed-out visitor to the sign-in page.
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'Login to Vigila' })).toBeVisible();
  const stored = await page.evaluate(() => ({
    auth: localStorage.getItem('auth-storage'),
    oidcUsers: Object.keys(localStorage).filter((key) => key.startsWith('oidc.user:')),
  }));
  expect(stored.oidcUsers).toEqual([]);
  expect(JSON.parse(stored.auth ?? '{}')).toMatchObject({
    state: { isAuthenticated: false, accessToken: null },
  });

  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth$/);
  // The provider asks for credentials again (prompt=login).
  await page.getByRole('button', { name: 'Login to Vigila' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
});
