// Screenshots of the analysis (issue 10): an ADR told in lay words inside a question, with its case facts on the
// detail page, and Settings → Analysis model with the weekly chart.
import type { Page } from '@playwright/test';
import { api, useTheme } from './screenshot-support.ts';

const EML = new URL('../e2e/fixtures/adr-lay-question.eml', import.meta.url).pathname;
const SUBJECT = 'Quick question about my Lisinopril';

export async function analysisScreenshots(page: Page, baseUrl: string, out: string) {
  await page.goto(`${baseUrl}/settings`);
  await page.getByRole('button', { name: /^Data Sources/ }).click();
  const input = page.getByLabel('.eml files', { exact: true });
  await input.setInputFiles([EML]);
  await page.locator('form', { has: input }).getByRole('button', { name: 'Upload' }).click();
  await page.waitForURL(/\/emails$/);
  const card = page.getByRole('article').filter({ hasText: SUBJECT });
  await card.getByText('AI Processed').waitFor({ timeout: 90_000 });
  await page.getByRole('link', { name: SUBJECT }).click();
  await page.getByTestId('case-facts').waitFor();
  // A reviewer's verdicts, so the weekly chart has this week's figures.
  const itemId = page.url().split('/').at(-1) ?? '';
  await api(page, 'POST', '/api/feedback', {
    reference_id: itemId,
    reference_type: 'email',
    flags: [
      { flag: 'adr', verdict: 'correct' },
      { flag: 'pqc', verdict: 'missed' },
      { flag: 'mi', verdict: 'correct' },
    ],
  });
  for (const theme of ['dark', 'light'] as const) {
    await useTheme(page, theme);
    await page.reload();
    await page.getByTestId('case-facts').waitFor();
    await page.locator('[data-flag="adr"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${out}case-facts-${theme}.png` });
  }
  await page.goto(`${baseUrl}/settings`);
  const models = page.getByTestId('analysis-models');
  await models.getByTestId('model-in-use').waitFor();
  await models.getByRole('button', { name: 'Show chart' }).click();
  await models.getByRole('img', { name: /precision and recall/i }).waitFor();
  await page.waitForTimeout(300);
  await models.screenshot({ path: `${out}analysis-model-light.png` });
  await useTheme(page, 'dark');
}
