// Review-workflow screenshots for docs/screenshots/ (called by take-screenshots.ts): e-mail list and detail,
// recordings grid and detail, triage and the Train AI dialog, in the dark and the light theme.
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { useTheme } from './screenshot-support.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../e2e/fixtures/${name}`, import.meta.url));
const EMAILS = [
  'adr-report.eml',
  'quality-complaint.eml',
  'mi-question-es.eml',
  'adr-headache.eml',
  'simple.eml',
];
const CALLS = ['call-en-adr.wav', 'call-es-adr.mp3'];
const JOBS = { timeout: 120_000 };

async function upload(page: Page, baseUrl: string, label: string, files: string[], list: RegExp) {
  await page.goto(`${baseUrl}/settings`);
  await page.getByRole('button', { name: /^Data Sources/ }).click();
  const form = page.locator('form', { has: page.getByLabel(label, { exact: true }) });
  await form.getByLabel(label, { exact: true }).setInputFiles(files.map(fixture));
  await form.getByRole('button', { name: 'Upload' }).click();
  await page.waitForURL(list, { timeout: 60_000 });
}

/** Uploads the fixtures through Settings, waits for every analysis, and triages two items so history shows. */
export async function prepareReviewData(page: Page, baseUrl: string) {
  await upload(page, baseUrl, '.eml files', EMAILS, /\/emails$/);
  await page.goto(`${baseUrl}/emails?status=all&ai_triage=false`);
  await page.getByRole('article').first().waitFor();
  await page.waitForFunction(() => !document.body.innerText.match(/^Processing$/m), undefined, JOBS);
  await upload(page, baseUrl, 'Audio files', CALLS, /\/recordings$/);
  await page.goto(`${baseUrl}/recordings?status=all&ai_triage=false`);
  await page.getByRole('article').first().waitFor();
  await page.waitForFunction(() => !document.body.innerText.match(/^Processing$/m), undefined, JOBS);

  await page.goto(`${baseUrl}/emails?status=all&ai_triage=false`);
  await page
    .getByRole('article')
    .filter({ hasText: 'test' })
    .getByRole('button', { name: 'Non-relevant' })
    .click();
  await page.getByRole('link', { name: 'Rash after starting Amoxil' }).click();
  // Wait for the detail page: the list has a Needs Review button on every card.
  await page.getByRole('heading', { level: 1, name: 'Rash after starting Amoxil' }).waitFor();
  await page.getByRole('button', { name: 'Needs Review', exact: true }).click();
  await page.getByText('by Olivia Owner').waitFor();
}

export async function reviewScreenshots(page: Page, baseUrl: string, out: string) {
  for (const theme of ['dark', 'light'] as const) {
    await useTheme(page, theme);
    const shot = (name: string) => page.screenshot({ path: `${out}${name}-${theme}.png` });

    await page.goto(`${baseUrl}/emails?status=all&ai_triage=false`);
    await page.getByRole('article').first().waitFor();
    await shot('emails');

    await page.getByRole('link', { name: 'Rash after starting Amoxil' }).click();
    await page.getByText('by Olivia Owner').waitFor();
    await shot('email-detail');

    await page.getByRole('button', { name: 'Train AI' }).click();
    const dialog = page.getByRole('dialog', { name: 'Train AI' });
    await dialog.getByRole('radio', { name: 'Correct', exact: true }).first().check();
    await dialog.getByRole('checkbox', { name: /Product Quality Complaint/ }).check();
    await dialog.getByLabel('Why should this have been flagged?').fill('The lips swelled after a new batch.');
    await shot('train-ai');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`${baseUrl}/recordings?status=all&ai_triage=false`);
    await page.getByRole('article').first().waitFor();
    await shot('recordings');

    await page.getByRole('link', { name: 'Open call-en-adr.wav' }).click();
    await page.getByRole('group', { name: 'Audio player' }).waitFor();
    await shot('recording-detail');

    await page.goto(`${baseUrl}/triage`);
    await page.getByRole('feed', { name: 'Triage inbox' }).waitFor();
    await shot('triage');
  }
}
