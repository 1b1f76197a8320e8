import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';

/** The case form saves a field with PUT /api/case/{id}. */
export const isCaseSave = (response: { request: () => { method: () => string }; url: () => string }) =>
  response.request().method() === 'PUT' && /\/api\/case\/[^/]+$/.test(response.url());

/** Types into a field, leaves it (a changed field saves on blur) and waits for the save. */
export async function fillAndLeave(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByLabel(label, { exact: false }).first();
  await field.fill(value);
  const saved = page.waitForResponse(isCaseSave);
  await field.press('Tab');
  expect((await saved).status()).toBe(200);
}

/** Clicks and answers the downloaded file's text (the journey fails if no file comes). */
export async function downloadText(page: Page, button: Locator, name: string): Promise<string> {
  const file = page.waitForEvent('download');
  await button.click();
  const done = await file;
  expect(done.suggestedFilename()).toBe(name);
  const path = test.info().outputPath(`${Date.now()}-${name}`);
  await done.saveAs(path);
  return readFileSync(path, 'utf8');
}
