import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/constants.ts';
import { signInThroughProvider } from '../support/sign-in.ts';

test('the settings page shows the sections, plans, version and an honest empty state', async ({ page }) => {
  await page.goto('/settings');
  for (const section of [
    'User Management',
    'Appearance',
    'Data Sources',
    'Subscription',
    'Billing History',
  ]) {
    await expect(page.getByRole('button', { name: new RegExp(`^${section}`) })).toBeVisible();
  }
  await page.getByRole('button', { name: /^Subscription/ }).click();
  await expect(page.getByText('Upgrade to Pro')).toBeVisible();
  await expect(page.getByText('Contact Sales')).toBeVisible();
  await expect(page.getByText('$49')).toBeVisible();
  await page.getByRole('button', { name: /^Billing History/ }).click();
  await expect(page.getByText('No invoices to display')).toBeVisible();
  await page.getByRole('button', { name: /^Data Sources/ }).click();
  // Email Integration tells the truth (decision 0037): with e-mails uploaded (by earlier journeys) it is active and
  // says it receives by upload; with none and no mailbox, setup-required.
  const email = page.getByRole('listitem').filter({ hasText: 'Email Integration' });
  const total = email.getByText(/^\d+ total$/);
  await expect(total).toBeVisible();
  const received = Number((await total.textContent())?.split(' ')[0]);
  if (received > 0) {
    await expect(email.locator('[data-status]')).toHaveText('active');
    await expect(email).toContainText(`Receiving by upload: ${received} e-mail`);
  } else {
    await expect(email.locator('[data-status]')).toHaveText('setup-required');
  }
  await expect(page.getByText('Vigila version: 0.7.3')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
    'href',
    'mailto:support@vigila.app',
  );
});

test('the profile shows who is signed in', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('main').getByText('owner@demo.test')).toBeVisible();
  await expect(page.getByRole('main').getByText('owner', { exact: true })).toBeVisible();
  const orgs = page.getByRole('table');
  await expect(orgs.getByRole('row', { name: /Demo Pharma/ })).toContainText('Owner');
});

test.describe('with a session of its own', () => {
  // Signing out of every session ends the shared signed-in state's session too: this journey signs in by itself.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a technician changes the password, signs out of every session and signs in with the new one', async ({
    page,
  }) => {
    const NEW_PASSWORD = 'technician-password-2';
    await page.goto('/auth');
    await signInThroughProvider(page, 'technician@demo.test');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/profile');
    await expect(page.getByRole('table').getByRole('row', { name: /Demo Pharma/ })).toContainText(
      'Technician',
    );

    await page.getByLabel('Time zone').selectOption('Asia/Tokyo');
    await page.getByLabel('Current password').fill(DEMO_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed')).toBeVisible();

    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/auth$/);

    await page.getByRole('button', { name: 'Login to Vigila' }).click();
    await page.waitForURL(/\/oidc\//);
    await page.getByLabel('Email').fill('technician@demo.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Back where the session ended, signed in again; the time zone stayed with the browser.
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByLabel('Time zone')).toHaveValue('Asia/Tokyo');
  });
});
