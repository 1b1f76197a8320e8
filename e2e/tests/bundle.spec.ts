import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { AUTH_BUDGET_BYTES, authBundleBytes } from '../support/bundle-budget.ts';

test.use({ storageState: { cookies: [], origins: [] } });

test('the JavaScript loaded for /auth stays under 200 KB gzipped, without the app shell', async ({
  page,
}) => {
  const scripts: { url: string; gzip: number }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    void response.body().then((body) => scripts.push({ url: response.url(), gzip: gzipSync(body).length }));
  });
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Login to Vigila' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  expect(total).toBeLessThan(AUTH_BUDGET_BYTES);
  expect(scripts.map((s) => s.url).filter((url) => /app-shell|sidebar|settings/.test(url))).toEqual([]);
  // The build's own chunk graph agrees.
  expect(authBundleBytes().total).toBeLessThan(AUTH_BUDGET_BYTES);
});
