import { expect, test } from '@playwright/test';

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
  await expect(page.locator('[data-status="setup-required"]')).toHaveText('setup-required');
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
  await expect(page.getByRole('main').getByText('Demo Pharma')).toBeVisible();
  await expect(page.getByRole('main').getByText('owner', { exact: true })).toBeVisible();
});
