import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES, seriousViolations, THEMES, useTheme } from '../support/axe.ts';
import { uploadFlaggedEmail } from '../support/upload-email.ts';

const SUBJECT = 'Hand tremor after starting Valproxin';
const REPORT_NAME = 'Valproxin reports by flag';

/** The result's table of rows (the grouped counts have a table of their own). */
const resultRows = (page: Page) => page.getByRole('region', { name: 'Result' }).getByRole('row');

test('a custom report finds an analysed e-mail, charts it, exports it, and is saved and run again after a reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await test.step('the e-mail is uploaded and flagged', async () => {
    await uploadFlaggedEmail(page, 'report-tremor.eml', SUBJECT);
  });

  await test.step('a report of flagged e-mails mentioning the product finds it, with counts per flag', async () => {
    await page.goto('/custom-report');
    await expect(page.getByRole('heading', { level: 1, name: 'Custom Report' })).toBeVisible();
    await page.getByRole('group', { name: 'Sources' }).getByLabel('Email', { exact: true }).check();
    await page.getByRole('group', { name: 'Flags (any of)' }).getByLabel('ADR', { exact: true }).check();
    await page.getByLabel('Text contains').fill('valproxin');
    await page.getByRole('group', { name: 'Columns' }).getByLabel('Reaction', { exact: true }).check();
    await page.getByLabel('Group by').selectOption({ label: 'Flag' });
    await page.getByRole('button', { name: 'Run report' }).click();
    await expect(page).toHaveURL(/\/custom-report\?definition=/);
    await expect(page.getByText('1 row', { exact: true })).toBeVisible();
    await expect(resultRows(page).filter({ hasText: SUBJECT })).toContainText('Email');
    await expect(page.getByRole('heading', { name: 'Count by Flag' })).toBeVisible();
    const counts = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Count' }) });
    await expect(counts.getByRole('row', { name: 'ADR 1' })).toBeVisible();
  });

  await test.step('Export CSV downloads the same row in the chosen columns', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^custom-report-items-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = test.info().outputPath('custom-report.csv');
    await file.saveAs(path);
    const lines = readFileSync(path, 'utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('source,title,published_at,status,adr,pqc,mi,reaction_term');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`email,${SUBJECT},`);
  });

  await test.step('saved under a name, the report is listed for the organisation', async () => {
    await page.getByRole('button', { name: 'Save report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this report' });
    await dialog.getByLabel('Name').fill(REPORT_NAME);
    await dialog.getByRole('button', { name: 'Save report' }).click();
    await expect(page.getByText(`Report “${REPORT_NAME}” saved`)).toBeVisible();
    await expect(page.getByText(`Open: ${REPORT_NAME}`)).toBeVisible();
  });

  await test.step('after a reload on a blank page, opening the saved report runs it again', async () => {
    await page.goto('/custom-report');
    await page.reload();
    await expect(page.getByText('Choose what the report covers, then run it.')).toBeVisible();
    await page.getByRole('button', { name: `Open and run ${REPORT_NAME}` }).click();
    await expect(page.getByText(`Open: ${REPORT_NAME}`)).toBeVisible();
    await expect(resultRows(page).filter({ hasText: SUBJECT })).toBeVisible();
    await page.reload();
    await expect(page.getByText(`Open: ${REPORT_NAME}`)).toBeVisible();
    await expect(resultRows(page).filter({ hasText: SUBJECT })).toBeVisible();
    await expect(page.getByLabel('Text contains')).toHaveValue('valproxin');
  });

  await test.step('made a case, the e-mail is found by a cases report on its reference', async () => {
    await page.goto('/emails');
    await page.getByRole('link', { name: SUBJECT }).click();
    await expect(page).toHaveURL(/\/emails\/[^/?]+$/);
    const itemId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await page.getByRole('button', { name: 'Convert to Case' }).click();
    await expect(page.getByText('Case created successfully')).toBeVisible();
    await page.goto('/custom-report');
    await page.getByLabel('Cases', { exact: true }).check();
    await page.getByRole('group', { name: 'Sources' }).getByLabel('Email', { exact: true }).check();
    await page.getByLabel('Text contains').fill(itemId);
    await page.getByLabel('Group by').selectOption({ label: 'Status' });
    await page.getByRole('button', { name: 'Run report' }).click();
    await expect(page.getByText('1 row', { exact: true })).toBeVisible();
    await expect(resultRows(page).filter({ hasText: itemId })).toContainText('Open');
  });

  await test.step('the periodic report is one link away', async () => {
    await page.getByRole('link', { name: 'Periodic report (PSUR) tables' }).click();
    await expect(page).toHaveURL(/\/psur$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

const GROUPED = JSON.stringify({ subject: 'items', columns: ['source', 'title', 'adr'], group_by: 'source' });
const HEADINGS = { en: 'Custom Report', es: 'Informe personalizado' } as const;

for (const theme of THEMES) {
  for (const language of LANGUAGES) {
    test(`/custom-report with a result and its chart has no serious or critical accessibility violation (${theme}, ${language})`, async ({
      page,
    }) => {
      await useTheme(page, theme, language);
      await page.goto(`/custom-report?definition=${encodeURIComponent(GROUPED)}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1, name: HEADINGS[language] })).toBeVisible();
      await expect(page.getByRole('region').getByRole('row').nth(1)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
