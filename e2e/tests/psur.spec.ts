import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiGet } from '../support/api.ts';
import { LANGUAGES, seriousViolations, THEMES, useTheme } from '../support/axe.ts';
import { uploadFlaggedEmail } from '../support/upload-email.ts';

const SUBJECT = 'Itchy rash after starting lamotrigine';
const today = () => new Date().toISOString().slice(0, 10);
/**
 * The interval's start: before the e-mail's own date (25 Nov 2026), which is the case's receipt date (decision 0032)
 * — an interval counted back from today would lose the case as the fixture ages.
 */
const INTERVAL_START = '2026-11-01';

test('a case made from an analysed e-mail shows in the PSUR tables of its product, exported as CSV and printable', async ({
  page,
}) => {
  test.setTimeout(240_000);
  let reference = '';

  await test.step('an e-mail about a rash on lamotrigine is uploaded, flagged and made a case', async () => {
    await uploadFlaggedEmail(page, 'psur-rash.eml', SUBJECT);
    await page.getByRole('link', { name: SUBJECT }).click();
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/case'),
    );
    await page.getByRole('button', { name: 'Convert to Case' }).click();
    const answer = (await (await created).json()) as { id: string };
    await expect(page.getByText('Case created successfully')).toBeVisible();
    // The conversion fills the suspect drug from the analysis (decision 0011): the case is the product's.
    const detail = JSON.parse((await apiGet(page, `/api/cases/${answer.id}`)).body) as {
      data: { reference_id: string; form: Record<string, unknown> };
    };
    expect(detail.data.form).toMatchObject({ medicinal_product: 'lamotrigine', drug_role: '1' });
    reference = detail.data.reference_id;
  });

  await test.step('PSUR: the product picked from the type-ahead and an interval up to today show the case', async () => {
    // SPEC §2.3's sidebar has no PSUR entry (the Cases group is highlighted on /psur): the page is opened by address.
    await page.goto('/psur');
    await expect(page.getByRole('heading', { level: 1, name: 'PSUR' })).toBeVisible();
    const product = page.getByLabel('Product', { exact: true });
    await product.fill('lamo');
    // The type-ahead offers the suspect drug names of the organisation's cases.
    await expect(page.locator('#psur-products option[value="lamotrigine"]')).toHaveCount(1);
    await product.fill('lamotrigine');
    await page.getByLabel('Interval start').fill(INTERVAL_START);
    await page.getByLabel('Data lock point').fill(today());
    await page.getByRole('button', { name: 'Show tables' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/psur\\?product=lamotrigine&from=${INTERVAL_START}&to=${today()}$`),
    );

    const reactions = page.getByTestId('psur-reactions-table');
    await expect(reactions).toBeVisible();
    // Not coded (this organisation's cases are coded only where a journey coded them): grouped by the term.
    const reaction = reactions.locator('tbody tr').filter({ hasText: 'not coded' }).first();
    await expect(reaction).toBeVisible();
    await expect(reaction.locator('td').nth(0)).toHaveText('1');
    const listing = page.getByTestId('psur-line-listing-table');
    const line = listing.locator(`tr[data-case="${reference}"]`);
    await expect(line).toContainText('lamotrigine');
    await expect(line).toContainText('Email');
    await expect(page.getByTestId('psur-summary')).toContainText('1 case in the interval');
  });

  await test.step('Export CSV of the line listing downloads the case as a row', async () => {
    const download = page.waitForEvent('download');
    await page.getByTestId('psur-line-listing').getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`psur-line-listing-lamotrigine-${today()}.csv`);
    const text = readFileSync(await file.path(), 'utf8');
    expect(text.startsWith('\ufeffcase_id,reference_id,receipt_date')).toBe(true);
    const rows = text.trim().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(reference);
    expect(rows[1]).toContain('lamotrigine');
    expect(rows[1]).toContain(',email,new');
  });

  await test.step('the printable report names the organisation, product and interval, without the sidebar', async () => {
    await page.getByRole('link', { name: 'Printable report' }).click();
    await expect(page).toHaveURL(/\/psur\/print\?product=lamotrigine/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Periodic safety update report: lamotrigine' }),
    ).toBeVisible();
    const facts = page.getByTestId('psur-print-facts');
    await expect(facts).toContainText('Demo Pharma');
    await expect(facts).toContainText('Generated');
    await expect(
      page.getByTestId('psur-line-listing-table').locator(`tr[data-case="${reference}"]`),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
  });
});

for (const theme of THEMES)
  for (const language of LANGUAGES)
    test(`PSUR and its printable report have no serious accessibility violation (${theme}, ${language})`, async ({
      page,
    }) => {
      // Two pages scanned, each a full report: more than the default 30 s on the shared machine.
      test.setTimeout(90_000);
      await useTheme(page, theme, language);
      const query = `product=lamotrigine&from=${INTERVAL_START}&to=${today()}`;
      await page.goto(`/psur?${query}`);
      await expect(page.getByTestId('psur-reactions-table')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(`/psur/print?${query}`);
      await expect(page.getByTestId('psur-print-facts')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
