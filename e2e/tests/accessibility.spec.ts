import { expect, test } from '@playwright/test';
import { seriousViolations, THEMES, useTheme } from '../support/axe.ts';

// The screens of issue 14, in Spanish too: longer words, other line breaks, the same contrast and names.
for (const theme of THEMES) {
  test.describe(`${theme} theme, in Spanish`, () => {
    for (const [path, heading] of [
      ['/home', 'Inicio'],
      ['/profile', 'Perfil'],
    ] as const) {
      test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
        await useTheme(page, theme, 'es');
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', 'es');
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test('/auth has no serious or critical accessibility violation', async ({ browser }) => {
      const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
      const page = await context.newPage();
      await useTheme(page, theme);
      await page.goto('/auth');
      await expect(page.getByRole('button', { name: 'Login to Vigila' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });

    test('/home has no serious or critical accessibility violation', async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/home');
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('/settings has no serious or critical accessibility violation', async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/settings');
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      // Open every section so the scan sees all of the page.
      for (const name of ['Data Sources', 'Subscription', 'Billing History', 'Account Management']) {
        await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
      }
      await expect(page.getByText('No invoices to display')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('/profile has no serious or critical accessibility violation', async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
      await expect(page.getByRole('table').getByRole('row', { name: /Demo Pharma/ })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
