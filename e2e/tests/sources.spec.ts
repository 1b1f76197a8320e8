import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, THEMES, useTheme } from '../support/axe.ts';

/**
 * The monitored sources against the replayed outside APIs (support/outside-apis.ts): PubMed, YouTube, Apify
 * (Instagram, Amazon) and IBECS answer from the server tests' recorded or written fixtures.
 */
const JOBS_TIMEOUT = 60_000;

async function openDataSources(page: Page) {
  await page.goto('/settings');
  await page.getByRole('button', { name: /^Data Sources/ }).click();
}

/** Types a key into a panel's add form and presses its Add button. */
async function addSource(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(value);
  await page.locator('form', { has: input }).getByRole('button', { name: 'Add' }).click();
}

/** A list with every item shown (the per-source sub-lists open on the AI triage selection, SPEC §2.7). */
async function showAll(page: Page) {
  const url = new URL(page.url());
  url.searchParams.set('status', 'all');
  url.searchParams.set('ai_triage', 'false');
  await page.goto(url.pathname + url.search);
}

test('a reviewer adds one source of each kind, opens an item of each and reviews one', async ({ page }) => {
  test.setTimeout(180_000);
  page.on('dialog', (dialog) => {
    throw new Error(`A script in a comment ran: ${dialog.message()}`);
  });

  await test.step('literature: PubMed and IBECS searched, "and" becomes AND, then an article of each', async () => {
    await openDataSources(page);
    const form = page.locator('form', { has: page.getByLabel('Search term', { exact: true }) });
    await form.getByRole('checkbox', { name: 'IBECS' }).uncheck();
    await form.getByRole('checkbox', { name: 'PubMed' }).uncheck();
    await addSource(page, 'Search term', 'budesonide and asthma');
    await expect(page.getByText('Please select at least one search source')).toBeVisible();
    await form.getByRole('checkbox', { name: 'PubMed' }).check();
    await form.getByRole('checkbox', { name: 'IBECS' }).check();
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('PubMed search added successfully')).toBeVisible();
    await expect(page.getByText('IBECS search added successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/literature\/budesonide%20AND%20asthma$/, { timeout: JOBS_TIMEOUT });
    await showAll(page);
    await expect(page.getByText('Total Articles')).toBeVisible();
    // 105 articles: the PubMed one is found through the source filter rather than by scrolling the virtual list.
    await page.goto('/literature/budesonide%20AND%20asthma?status=all&ai_triage=false&databases=pubmed');
    await page.getByRole('link', { name: /Inhaled Combined Budesonide-Formoterol/ }).click();
    await expect(page).toHaveURL(/\/literature\/details\/29768149$/);
    await expect(page.getByRole('heading', { name: 'Literature Info' })).toBeVisible();
    await expect(page.getByText('29768149').first()).toBeVisible();

    // The IBECS case report is flagged as a safety signal and filtered by its database (and found by its words:
    // among the safety signals it need not be in the first rows the virtual list draws).
    await page.goto(
      `/literature?status=all&ai_triage=false&databases=ibecs&flags=ss&q=${encodeURIComponent('Hepatitis colestásica')}`,
    );
    await page.getByRole('link', { name: /Hepatitis colestásica por amoxicilina-clavulánico/ }).click();
    await expect(page.getByText('IBECS').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'AI Insights' })).toBeVisible();
  });

  await test.step('Instagram: a profile by URL, then a comment that reports a reaction', async () => {
    await openDataSources(page);
    await addSource(page, 'Instagram profile handle or URL', 'https://www.instagram.com/Pharma.Example/');
    await expect(page.getByText('Instagram profile added successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/instagram\/pharma\.example$/, { timeout: JOBS_TIMEOUT });
    await showAll(page);
    await page.getByRole('link', { name: '@javi.ortega.87' }).click();
    await expect(page.getByRole('heading', { name: 'Comment by @javi.ortega.87' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View on Instagram' }).first()).toHaveAttribute(
      'href',
      /instagram\.com/,
    );
    await expect(page.getByText('ADR', { exact: true }).first()).toBeVisible({ timeout: JOBS_TIMEOUT });
  });

  await test.step('Amazon: an ASIN, its reviews, and one marked Needs Review with its history', async () => {
    await openDataSources(page);
    await addSource(page, 'ASIN', 'b0c4lq7m2x');
    await expect(page.getByText('ASIN added and reviews loaded successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/amazon\/B0C4LQ7M2X$/, { timeout: JOBS_TIMEOUT });
    await showAll(page);
    await page.getByRole('link', { name: 'Me dio palpitaciones' }).click();
    await expect(page.getByRole('heading', { name: 'Me dio palpitaciones' })).toBeVisible();
    await expect(page.getByText('Verified Purchase').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'View on Amazon' }).first()).toHaveAttribute(
      'href',
      /^https:\/\/www\.amazon\.es\//,
    );
    await page.getByRole('button', { name: 'Needs Review', exact: true }).click();
    await expect(page.getByText('by Olivia Owner')).toBeVisible();
  });

  await test.step('YouTube: a channel, a comment rendered as safe HTML, and the channel deleted again', async () => {
    await openDataSources(page);
    await addSource(page, 'YouTube channel username', '@GoogleDevelopers');
    await expect(page.getByText('YouTube comments added')).toBeVisible({ timeout: JOBS_TIMEOUT });
    await page.goto('/youtube?status=all&ai_triage=false');
    await page.getByRole('link', { name: 'himani agarwal' }).click();
    await expect(page).toHaveURL(/\/youtube\/.+\/comment\/UgyZ1jqkHKYvi1-ruOZ4AaABAg$/);
    await expect(page.getByText('Top-level Comment')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Google.com' })).toHaveAttribute(
      'href',
      'http://google.com/',
    );

    await openDataSources(page);
    const monitored = page.getByRole('listitem').filter({ hasText: 'GoogleDevelopers' });
    await monitored.getByRole('button', { name: /Delete/ }).click();
    await monitored.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('YouTube channel deleted successfully')).toBeVisible();
    await page.goto('/youtube?status=all&ai_triage=false');
    await expect(page.getByRole('link', { name: 'himani agarwal' })).toHaveCount(0);
  });
});

for (const theme of THEMES) {
  test(`the source lists and details have no serious or critical accessibility violation (${theme} theme)`, async ({
    page,
  }) => {
    // Six pages scanned, each waiting for its data: more than the default 30 s on a loaded 2-core machine.
    test.setTimeout(90_000);
    await useTheme(page, theme);
    for (const [list, item] of [
      ['/literature?status=all&ai_triage=false&databases=pubmed', /Inhaled Combined Budesonide-Formoterol/],
      ['/instagram?status=all&ai_triage=false', '@javi.ortega.87'],
      ['/amazon?status=all&ai_triage=false', 'Me dio palpitaciones'],
    ] as const) {
      await page.goto(list);
      await expect(page.getByRole('link', { name: item })).toBeVisible();
      expect({ list, violations: await seriousViolations(page) }).toEqual({ list, violations: [] });
      await page.getByRole('link', { name: item }).click();
      await expect(page.getByRole('heading', { name: 'Status History' })).toBeVisible();
      expect({ item: String(item), violations: await seriousViolations(page) }).toEqual({
        item: String(item),
        violations: [],
      });
    }
  });
}
