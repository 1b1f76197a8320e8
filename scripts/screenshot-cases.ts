// Case screenshots for docs/screenshots/ (called by take-screenshots.ts after the review and source data exist):
// the cases list, a case's details and E2B form, and the form's problem list, in the dark and the light theme.
import type { Page } from '@playwright/test';
import { api, type Json, useTheme } from './screenshot-support.ts';

/** The first flagged item of a list, or the first whose text mentions `prefer` (the ICSR's e-mail). */
async function firstFlagged(
  page: Page,
  path: string,
  key: string,
  prefer?: RegExp,
): Promise<Json | undefined> {
  const answer = await api(page, 'GET', `${path}?status=all&ai_triage=true`);
  const list = answer[key];
  if (!Array.isArray(list)) return undefined;
  const items = list as Json[];
  return (prefer && items.find((item) => prefer.test(JSON.stringify(item)))) ?? items[0];
}

/** Converts one flagged item of each kind into a case and fills an ICSR's form, through the API. */
export async function prepareCaseData(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/cases`);
  const sources = [
    { path: '/api/emails', key: 'data', source: 'email', prefer: /amlodipine/ },
    { path: '/api/recordings', key: 'recordings', source: 'recording' },
    { path: '/api/reviews', key: 'data', source: 'amazon' },
    { path: '/api/getLiterature', key: 'data', source: 'literature' },
    { path: '/api/instagram/posts', key: 'data', source: 'instagram' },
    { path: '/api/youtube/getComments', key: 'reviews', source: 'youtube' },
  ];
  const ids: string[] = [];
  for (const { path, key, source, prefer } of sources) {
    const item = await firstFlagged(page, path, key, prefer);
    if (item === undefined) continue;
    const created = await api(page, 'POST', '/api/case', { reference_id: String(item.id), source });
    if (typeof created.id === 'string') ids.push(created.id);
  }
  const [icsr, progress] = ids;
  if (icsr !== undefined) {
    await api(page, 'PUT', `/api/case/${icsr}/type`, { case_type: 'icsr' });
    const fields: Json = {
      message_header_receiver_identifier: 'EVHUMAN',
      reporter_type: '5',
      sender_country: 'ES',
      medicinal_product: 'Amlodipine 10 mg tablets',
      active_substance: 'amlodipine',
      drug_role: '1',
      route_of_administration: '001',
      reaction_outcome: '2',
      medically_important: true,
      case_narrative:
        'A consumer reported strong afternoon headaches and swollen ankles since switching to amlodipine 10 mg two weeks ago.',
    };
    for (const [field, value] of Object.entries(fields)) {
      await api(page, 'PUT', `/api/case/${icsr}`, { [field]: value });
    }
  }
  if (progress !== undefined) await api(page, 'PUT', `/api/case/${progress}/status`, { status: 'progress' });
  return ids;
}

export async function caseScreenshots(page: Page, baseUrl: string, out: string, ids: string[]) {
  const [icsr, other] = ids;
  for (const theme of ['dark', 'light'] as const) {
    await useTheme(page, theme);
    const shot = (name: string) => page.screenshot({ path: `${out}${name}-${theme}.png` });
    await page.goto(`${baseUrl}/cases`);
    await page.getByRole('row').nth(1).waitFor();
    await page.waitForTimeout(300);
    await shot('cases');
    if (icsr !== undefined) {
      await page.goto(`${baseUrl}/cases/${icsr}`);
      await page.getByRole('button', { name: 'Generate E2B XML' }).waitFor();
      await page.waitForTimeout(500);
      await shot('case-detail');
      await page.getByRole('heading', { name: /G\.k/ }).first().scrollIntoViewIfNeeded();
      await page.waitForTimeout(200);
      await shot('case-form-drug');
    }
    if (other !== undefined) {
      await page.goto(`${baseUrl}/cases/${other}`);
      await page.getByRole('button', { name: 'Generate E2B XML' }).click();
      await page.getByText('The E2B file cannot be generated yet:').waitFor();
      await page.waitForTimeout(300);
      await shot('case-problems');
    }
  }
  // The list on a phone: the table scrolls sideways inside its card (light theme, set last above).
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${baseUrl}/cases`);
  await page.getByRole('row').nth(1).waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}cases-mobile.png` });
  if (size !== null) await page.setViewportSize(size);
}
