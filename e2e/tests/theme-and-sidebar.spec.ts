import { expect, test } from '@playwright/test';

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

test('the language choice switches the interface and <html lang>', async ({ page }) => {
  await page.goto('/settings');
  await page.getByLabel('Language', { exact: true }).selectOption('es');
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
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
