import { expect, type Page } from '@playwright/test';
import { fixture } from './fixtures.ts';

/** Analysis runs as a background job after the upload: the journeys wait for it, generously. */
export const JOBS_TIMEOUT = 90_000;

/**
 * Uploads one fixture e-mail through Settings → Data Sources and waits on the e-mails list (every status) until its
 * card shows the analysis done and flagged ADR; the journeys then open it by its subject.
 */
export async function uploadFlaggedEmail(page: Page, file: string, subject: string): Promise<void> {
  await page.goto('/settings');
  await page.getByRole('button', { name: /^Data Sources/ }).click();
  const input = page.getByLabel('.eml files', { exact: true });
  await input.setInputFiles([fixture(file)]);
  await page.locator('form', { has: input }).getByRole('button', { name: 'Upload' }).click();
  await expect(page).toHaveURL(/\/emails$/, { timeout: 15_000 });
  // Every status: the same file uploaded by an earlier journey is the same item, which may already be a case (and
  // so in Needs Review, decision 0033) rather than pending.
  // Searched for by its subject: the list is virtualised, and older e-mails leave the rendered rows as journeys add more.
  await page.goto(`/emails?status=all&q=${encodeURIComponent(subject)}`);
  const card = page.getByRole('article').filter({ hasText: subject });
  await expect(card.getByText('AI Processed')).toBeVisible({ timeout: JOBS_TIMEOUT });
  await expect(card.getByText('ADR', { exact: true })).toBeVisible();
}
