import { expect, test } from '@playwright/test';

/**
 * A 390 px phone (issue 26 point 10): no main page is wider than the screen, and the floating menu button stays in
 * sight and opens the navigation — a page that overflows sideways pushes it off the visible area.
 */
test.use({ viewport: { width: 390, height: 844 } });

const PAGES = [
  { path: '/home', heading: 'Home' },
  { path: '/settings', heading: 'Settings' },
  { path: '/triage', heading: 'Triage' },
  { path: '/cases', heading: 'Cases' },
  { path: '/emails', heading: 'Emails' },
] as const;

for (const { path, heading } of PAGES) {
  test(`${path} fits a 390 px screen and keeps the menu button usable`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Every accordion section open (Settings), as a reader going through the page would see it.
    const closed = page.locator('h3 > button[aria-expanded="false"]');
    for (let left = await closed.count(); left > 0; left -= 1) await closed.first().click();
    await page.waitForLoadState('networkidle');

    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(widths.scroll, `${path} is wider than the screen`).toBeLessThanOrEqual(widths.inner);

    const menu = page.getByRole('button', { name: 'Open navigation menu' });
    await expect(menu).toBeVisible();
    await expect(menu).toBeInViewport({ ratio: 1 });
    await menu.click();
    const panel = page.getByRole('dialog', { name: 'Main navigation' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Settings' })).toBeVisible();
  });
}
