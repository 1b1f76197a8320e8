import { fileURLToPath } from 'node:url';
import { MEDDRA_FILES } from '@vigila/domain';
import { expect, type Locator, type Page } from '@playwright/test';

/** The invented MedDRA release the server's tests load (decision 0018: no real MedDRA content is committed). */
const SYNTHETIC_RELEASE = MEDDRA_FILES.map((file) =>
  fileURLToPath(new URL(`../../apps/server/src/test/fixtures/meddra-synthetic/en/${file}`, import.meta.url)),
);

/** The owner loads (or loads again) the synthetic English release 27.1 in Settings → MedDRA. */
export async function loadSyntheticMeddraRelease(page: Page): Promise<void> {
  await page.goto('/settings');
  await page.getByRole('button', { name: /^MedDRA/ }).click();
  await page.getByLabel('Release files').setInputFiles(SYNTHETIC_RELEASE);
  await page.getByLabel('Version', { exact: true }).fill('27.1');
  await page.getByRole('button', { name: 'Upload release' }).click();
  await expect(page.getByText(/MedDRA 27\.1 loaded \(\d+ LLTs\)/)).toBeVisible();
}

/** Picks an LLT in a reaction's MedDRA type-ahead and waits for the coding call to store it. */
export async function codeReaction(
  page: Page,
  scope: Page | Locator,
  typed: string,
  llt: RegExp,
): Promise<void> {
  const input = scope.getByRole('combobox', { name: 'Reaction or event' }).first();
  await input.fill(typed);
  const option = page.getByRole('option', { name: llt });
  await expect(option).toBeVisible();
  const coded = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && /\/sections\/E\/\d+\/coding$/.test(response.url()),
  );
  await option.click();
  expect((await coded).status()).toBe(200);
}
