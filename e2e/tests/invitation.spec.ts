import { expect, test } from '@playwright/test';
import { BASE_URL } from '../support/constants.ts';

test.use({ storageState: { cookies: [], origins: [] } });

test('an invitation link is kept through /auth and carried to the provider', async ({ page }) => {
  const authorize = page.waitForRequest((request) => request.url().includes('/oidc/auth?'));
  await page.goto('/settings?invitation=i&organization=o&organization_name=Acme');

  await expect(page).toHaveURL(/\/auth\?invitation=i&organization=o&organization_name=Acme$/);
  await expect(page.getByText('Processing invitation')).toBeVisible();
  await expect(page.getByText('You have been invited to join Acme.')).toBeVisible();

  // Then automatically on to sign-in, with the invitation, prompt=login and the API resource.
  const url = new URL((await authorize).url());
  expect(url.searchParams.get('invitation')).toBe('i');
  expect(url.searchParams.get('organization')).toBe('o');
  expect(url.searchParams.get('prompt')).toBe('login');
  expect(url.searchParams.get('resource')).toBe(`${BASE_URL}/api`);
  expect(url.searchParams.get('redirect_uri')).toBe(`${BASE_URL}/auth`);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');

  // The provider checks the invitation before anything else: this made-up one is refused, with a way back to
  // an ordinary sign-in.
  await expect(
    page.getByText('This invitation link is not valid. Ask the person who invited you for a new one.'),
  ).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Welcome Back')).toBeVisible();
});

test('/ with an invitation goes to /auth with the same query', async ({ page }) => {
  await page.goto('/?invitation=inv-7&organization=org-7');
  await expect(page).toHaveURL(/\/auth\?invitation=inv-7&organization=org-7$/);
  await expect(page.getByText('Processing invitation')).toBeVisible();
});

test('the terms and privacy pages are public', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign-in' }).click();
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/privacy$/);
});
