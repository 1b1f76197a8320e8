import { expect, test } from '@playwright/test';
import { OWNER_EMAIL, SIGNED_IN_STATE } from '../support/constants.ts';
import { expectSignedInShell, signInThroughProvider } from '../support/sign-in.ts';

test('signs in through the embedded provider as owner@demo.test and lands on /home with the sidebar', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);
  await signInThroughProvider(page, OWNER_EMAIL);

  await expect(page).toHaveURL(/\/home$/);
  await expectSignedInShell(page);
  await expect(page.getByRole('banner')).toContainText('Demo Pharma');
  for (const item of [
    'Home',
    'Vector',
    'Triage',
    'YouTube',
    'Literature',
    'Active Cases',
    'Profile',
    'Settings',
  ]) {
    await expect(page.getByRole('navigation').getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('img', { name: 'No open flagged items' })).toBeVisible();

  // The session as the app keeps it (SPEC §3): persisted under auth-storage.
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as unknown,
  );
  expect(stored).toMatchObject({
    state: { isAuthenticated: true, user: { email: OWNER_EMAIL, role: 'owner', org_name: 'Demo Pharma' } },
  });

  await page.context().storageState({ path: SIGNED_IN_STATE });
});
