import { expect, test } from '@playwright/test';
import { signInThroughProvider } from '../support/sign-in.ts';

test('the theme choice persists across a reload', async ({ page }) => {
  await page.goto('/settings');
  const theme = page.getByRole('button', { name: /^Current theme:/ });
  await expect(theme).toHaveText('Dark');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  await theme.click(); // dark → system
  await expect(theme).toHaveText(/^System \((Light|Dark)\)$/);
  await theme.click(); // system → light
  await expect(theme).toHaveText('Light');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

  await page.reload();
  await expect(page.getByRole('button', { name: /^Current theme:/ })).toHaveText('Light');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});

test.describe('with a session of its own', () => {
  // The language is kept with the account: choosing it as the shared owner would turn the journeys after this one
  // Spanish. The admin account is used by no other journey.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the language choice switches the interface and <html lang>, and follows the account to another browser', async ({
    page,
    browser,
  }) => {
    await page.goto('/auth');
    await signInThroughProvider(page, 'admin@demo.test');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/settings');
    await page.getByLabel('Language', { exact: true }).selectOption('es');
    await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();

    const otherBrowser = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    try {
      const elsewhere = await otherBrowser.newPage();
      await elsewhere.goto('/auth');
      await signInThroughProvider(elsewhere, 'admin@demo.test');
      await expect(elsewhere).toHaveURL(/\/home$/);
      await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'es');
    } finally {
      await otherBrowser.close();
    }
  });
});

test('ctrl+b toggles the sidebar and the state is kept in the sidebar_state cookie', async ({ page }) => {
  await page.goto('/home');
  const sidebar = page.locator('[data-collapsible]');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');

  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  expect(cookie?.path).toBe('/');

  await page.reload();
  await expect(page.locator('[data-collapsible]')).toHaveAttribute('data-state', 'collapsed');
  await page.keyboard.press('Control+b');
  await expect(page.locator('[data-collapsible]')).toHaveAttribute('data-state', 'expanded');
});

test('below 768 px a floating button opens the sidebar as a slide-in panel', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/home');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const panel = page.getByRole('dialog', { name: 'Main navigation' });
  await expect(panel).toBeVisible();
  await panel.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(panel).toBeHidden();
});
