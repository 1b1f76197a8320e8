// Monitored-source screenshots for docs/screenshots/ (called by take-screenshots.ts): the literature, Instagram,
// Amazon and YouTube lists and details, and the Data Sources panels, in the dark and the light theme. The server
// reads the outside APIs from the e2e replay servers (e2e/support/outside-apis.ts).
import type { Page } from '@playwright/test';
import { useTheme } from './screenshot-support.ts';

async function addSource(page: Page, baseUrl: string, label: string, value: string) {
  await page.goto(`${baseUrl}/settings`);
  await page.getByRole('button', { name: /^Data Sources/ }).click();
  const input = page.getByLabel(label, { exact: true });
  await input.fill(value);
  await page.locator('form', { has: input }).getByRole('button', { name: 'Add' }).click();
}

/** Adds one source of each kind through Settings and waits until every item is analysed. */
export async function prepareSourceData(page: Page, baseUrl: string) {
  await addSource(page, baseUrl, 'Search term', 'amoxicillin and hepatitis');
  await page.waitForURL(/\/literature\//, { timeout: 120_000 });
  await addSource(page, baseUrl, 'Instagram profile handle or URL', '@pharma.example');
  await page.waitForURL(/\/instagram\//, { timeout: 60_000 });
  await addSource(page, baseUrl, 'ASIN', 'B0C4LQ7M2X');
  await page.waitForURL(/\/amazon\//, { timeout: 60_000 });
  await page.getByRole('link', { name: 'Me dio palpitaciones' }).click();
  await page.getByRole('button', { name: 'Needs Review', exact: true }).click();
  await page.getByText('by Olivia Owner').waitFor();
  await addSource(page, baseUrl, 'YouTube channel username', '@GoogleDevelopers');
  await page.getByText('YouTube comments added').waitFor({ timeout: 60_000 });
  for (const list of ['literature', 'instagram', 'amazon', 'youtube']) {
    await page.goto(`${baseUrl}/${list}?status=all&ai_triage=false`);
    await page.getByRole('link').filter({ hasText: /\w/ }).first().waitFor();
    await page.waitForFunction(() => !/^Processing$/m.test(document.body.innerText), undefined, {
      timeout: 120_000,
    });
  }
}

/** A source's list, the item whose detail is shown, and where to click it when the list's first rows lack it. */
interface SourcePages {
  name: string;
  list: string;
  item: string | RegExp;
  itemList?: string;
}

export async function sourceScreenshots(page: Page, baseUrl: string, out: string) {
  const pages: SourcePages[] = [
    {
      name: 'literature',
      list: '/literature?status=all&ai_triage=false&flags=ss',
      item: /Hepatitis colestásica/,
      // Newest first, the June 2024 case report comes after a dozen later safety signals: past the rows the
      // virtual list draws, so it is opened from a search for its words.
      itemList: `/literature?status=all&ai_triage=false&flags=ss&q=${encodeURIComponent('Hepatitis colestásica')}`,
    },
    { name: 'instagram', list: '/instagram?status=all&ai_triage=false', item: '@javi.ortega.87' },
    { name: 'amazon', list: '/amazon?status=all&ai_triage=false', item: 'Me dio palpitaciones' },
    { name: 'youtube', list: '/youtube?status=all&ai_triage=false', item: 'himani agarwal' },
  ];
  for (const theme of ['dark', 'light'] as const) {
    await useTheme(page, theme);
    const shot = (name: string) => page.screenshot({ path: `${out}${name}-${theme}.png` });
    for (const { name, list, item, itemList } of pages) {
      await page.goto(`${baseUrl}${list}`);
      await (itemList ? page.getByRole('article').first() : page.getByRole('link', { name: item })).waitFor();
      await page.waitForTimeout(300);
      await shot(name);
      if (itemList) await page.goto(`${baseUrl}${itemList}`);
      await page.getByRole('link', { name: item }).click();
      await page.getByRole('heading', { name: 'Status History' }).waitFor();
      await page.waitForTimeout(500);
      await shot(`${name}-detail`);
    }
    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('button', { name: /^Data Sources/ }).click();
    await page
      .getByRole('heading', { name: 'Literature', exact: true })
      .or(page.getByText('amoxicillin AND hepatitis'))
      .first()
      .waitFor();
    await page.getByText('amoxicillin AND hepatitis').scrollIntoViewIfNeeded();
    await shot('data-sources');
  }
}
