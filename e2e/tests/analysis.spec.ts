import { expect, test } from '@playwright/test';
import { seriousViolations, THEMES, useTheme } from '../support/axe.ts';
import { apiGet } from '../support/api.ts';
import { uploadFlaggedEmail } from '../support/upload-email.ts';

const SUBJECT = 'Quick question about my Lisinopril';

test('a reaction told in lay words inside a question is flagged with its case facts, and the case starts from them', async ({
  page,
}) => {
  test.setTimeout(180_000);
  let caseId = '';

  await test.step('the e-mail is uploaded and the analysis flags ADR', async () => {
    await uploadFlaggedEmail(page, 'adr-lay-question.eml', SUBJECT);
  });

  await test.step('the detail page quotes the question and shows the case facts, serious by hospitalisation', async () => {
    await page.getByRole('link', { name: SUBJECT }).click();
    await expect(page.getByRole('heading', { level: 1, name: SUBJECT })).toBeVisible();
    const adr = page.locator('[data-flag="adr"]');
    await expect(adr.getByText('Detected')).toBeVisible();
    await expect(adr).toContainText("Is it normal that since then I can't stop coughing at night");
    const facts = adr.getByTestId('case-facts');
    await expect(facts).toContainText('Lisinopril');
    await expect(facts).toContainText('Cough');
    await expect(facts.getByTestId('facts-seriousness')).toHaveText('Serious');
    await expect(facts.getByTestId('facts-criteria')).toContainText('Hospitalisation');
    await expect(facts).toContainText('58 years');
    await expect(facts).toContainText('Consumer');
  });

  for (const theme of THEMES) {
    await test.step(`the detail page with its case facts has no serious accessibility problem (${theme})`, async () => {
      await useTheme(page, theme);
      await expect(page.getByTestId('case-facts')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  await test.step('Convert to Case opens a case whose form carries the drug, the reaction and the hospitalisation', async () => {
    const created = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/case'),
    );
    await page.getByRole('button', { name: 'Convert to Case' }).click();
    caseId = ((await (await created).json()) as { id: string }).id;
    await expect(page.getByText('Case created successfully')).toBeVisible();
    await page.goto(`/cases/${caseId}`);
    await expect(page.getByRole('button', { name: 'Generate E2B XML' })).toBeVisible();
    await expect(page.getByLabel('Medicinal product', { exact: false }).first()).toHaveValue('Lisinopril');
    await expect(page.getByLabel('Drug role', { exact: false }).first()).toHaveValue('1');
    await expect(page.getByLabel('Reaction or event', { exact: false }).first()).toHaveValue('Cough');
    await expect(page.getByLabel('Caused or prolonged hospitalisation').first()).toBeChecked();
    await expect(page.getByLabel('Results in death').first()).not.toBeChecked();
    await expect(page.getByLabel('Reporter qualification', { exact: false }).first()).toHaveValue('5');
  });

  await test.step('the case is serious from the start: due on day 0 + 15', async () => {
    const detail = JSON.parse((await apiGet(page, `/api/cases/${caseId}`)).body) as {
      data: { day_zero: string; due_date: string; serious: boolean };
    };
    expect(detail.data.serious).toBe(true);
    const days =
      (Date.parse(detail.data.due_date) - Date.parse(detail.data.day_zero.slice(0, 10))) / 86_400_000;
    expect(days).toBe(15);
  });
});
