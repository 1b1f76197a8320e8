import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { checkE2bXml } from '@vigila/domain';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, THEMES, useTheme } from '../support/axe.ts';
import { apiGet } from '../support/api.ts';
import { codeReaction, loadSyntheticMeddraRelease } from '../support/meddra.ts';
import { uploadFlaggedEmail } from '../support/upload-email.ts';

const SUBJECT = 'Fainted twice after the new metformin tablets';

/** Leaves a single-line field so it saves (SPEC §4.4: save on blur when changed) and waits for the save. */
async function fillAndLeave(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: false }).first();
  await field.fill(value);
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && /\/api\/case\/[^/]+$/.test(response.url()),
  );
  await field.press('Tab');
  expect((await saved).status()).toBe(200);
}

const withoutMessageDate = (xml: string) => xml.replace(/<messagedate>\d+<\/messagedate>/, '');

test('a reviewer turns a flagged e-mail into an ICSR case and generates its E2B report', async ({ page }) => {
  test.setTimeout(240_000);
  let caseId = '';

  await test.step('an e-mail about fainting on a new drug is uploaded and flagged ADR', async () => {
    await uploadFlaggedEmail(page, 'case-fainting.eml', SUBJECT);
  });

  await test.step('Convert to Case on the detail page creates the case', async () => {
    await page.getByRole('link', { name: SUBJECT }).click();
    await expect(page.getByRole('heading', { level: 1, name: SUBJECT })).toBeVisible();
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/case'),
    );
    await page.getByRole('button', { name: 'Convert to Case' }).click();
    const answer = (await (await created).json()) as { id: string; created: boolean };
    expect(answer.created).toBe(true);
    caseId = answer.id;
    await expect(page.getByText('Case created successfully')).toBeVisible();
  });

  await test.step('the cases list shows it; the type becomes ICSR and the E2B button appears', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Active Cases' }).click();
    await expect(page).toHaveURL(/\/cases/);
    const row = page.getByRole('row').filter({ hasText: 'metformin' });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Open', { exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: /^E2B/ })).toHaveCount(0);
    await row.getByRole('combobox', { name: /^Type of case/ }).selectOption('icsr');
    await expect(page.getByText('Case type updated successfully')).toBeVisible();
    await row.getByRole('link', { name: /^E2B/ }).click();
    await expect(page).toHaveURL(new RegExp(`/cases/${caseId}$`));
  });

  await test.step('Generate E2B XML names the missing required fields instead of producing a file', async () => {
    await expect(page.getByRole('button', { name: 'Case Details' })).toBeVisible();
    // Pre-filled at creation: the sender from the signed-in user, the reaction the analysis found.
    await expect(page.getByLabel('Sender organisation', { exact: false }).first()).toHaveValue('Demo Pharma');
    await expect(page.getByLabel('Sender department', { exact: false }).first()).toHaveValue(
      'Pharmacovigilance',
    );
    await expect(page.getByLabel('Reaction or event', { exact: false }).first()).toHaveValue('Syncope');
    // …and the case facts it read: the suspect drug, the hospital admission, the reporter.
    await expect(page.getByLabel('Medicinal product', { exact: false }).first()).toHaveValue('metformin');
    await expect(page.getByLabel('Drug role', { exact: false }).first()).toHaveValue('1');
    await expect(page.getByLabel('Caused or prolonged hospitalisation').first()).toBeChecked();
    await expect(page.getByLabel('Reporter qualification', { exact: false }).first()).toHaveValue('5');
    await page.getByRole('button', { name: 'Generate E2B XML' }).click();
    const problems = page.getByRole('alert').filter({ hasText: 'The E2B file cannot be generated yet:' });
    await expect(problems).toBeVisible();
    // One message per rule, the same in R2 and R3 (decision 0038), after the section to go to.
    await expect(problems.getByText(/name the receiver of the report/i)).toBeVisible();
    await expect(problems.getByText(/Enter the sender's country/)).toBeVisible();
    await expect(problems.getByText(/Reaction 1: code the reaction in MedDRA/)).toBeVisible();
  });

  await test.step('the reviewer fills the required fields; each one is saved', async () => {
    await fillAndLeave(page, 'Message receiver identifier', 'EVHUMAN');
    await fillAndLeave(page, 'Sender country', 'ES');
    await fillAndLeave(page, 'Medicinal product', 'Metformin 850 mg tablets');
    const narrative = page.getByLabel('Case narrative', { exact: false });
    await narrative.fill('A 72-year-old man started metformin 850 mg; days later he had severe dizziness,');
    // Plain Enter adds a line in the narrative; only Ctrl+Enter saves it.
    await narrative.press('Enter');
    await narrative.pressSequentially('fainted twice and was admitted to hospital for observation.');
    const narrativeSaved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && /\/api\/case\/[^/]+$/.test(r.url()),
    );
    await narrative.press('Control+Enter');
    expect(JSON.parse((await narrativeSaved).request().postData() ?? '{}')).toEqual({
      case_narrative:
        'A 72-year-old man started metformin 850 mg; days later he had severe dizziness,\nfainted twice and was admitted to hospital for observation.',
    });
  });

  await test.step('the reaction is coded from the (synthetic) MedDRA release: an uncoded one blocks the report', async () => {
    await loadSyntheticMeddraRelease(page);
    await page.goto(`/cases/${caseId}`);
    await codeReaction(page, page, 'syncope', /^Syncope/);
    // The analysis also read "dizziness" as a second reaction: every reaction must be coded (decision 0038).
    await codeReaction(page, page.getByRole('region', { name: 'Reaction 2' }), 'dizziness', /^Dizziness/);
  });

  let downloaded = '';
  await test.step('Generate E2B XML downloads e2b_report.xml, which passes the checker and xmllint', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Generate E2B XML' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('e2b_report.xml');
    const path = test.info().outputPath('e2b_report.xml');
    await file.saveAs(path);
    downloaded = readFileSync(path, 'utf8');
    const check = checkE2bXml(downloaded);
    expect(check.problems).toEqual([]);
    expect(downloaded).toContain('<medicinalproduct>Metformin 850 mg tablets</medicinalproduct>');
    expect(downloaded).toContain('<seriousnesshospitalization>1</seriousnesshospitalization>');
    expect(downloaded).toContain('<primarysourcereaction>Syncope</primarysourcereaction>');
    expect(downloaded).toContain('<reactionmeddrapt>96000020</reactionmeddrapt>');
    // Received on the e-mail's date (16 Nov 2026), not on the day it was uploaded (decision 0032).
    expect(downloaded).toContain('<receivedate>20261116</receivedate>');
    expect(downloaded).toContain('<receiptdate>20261116</receiptdate>');
    const xmllint = spawnSync('xmllint', ['--noout', '--nonet', path], { encoding: 'utf8' });
    expect(xmllint.stderr).toBe('');
    expect(xmllint.status).toBe(0);
  });

  await test.step('the server generates the same document from the stored case', async () => {
    const served = await apiGet(page, `/api/cases/${caseId}/e2b`);
    expect(served.status).toBe(200);
    expect(withoutMessageDate(served.body)).toBe(withoutMessageDate(downloaded));
  });

  await test.step('the case is serious: its clock starts on the e-mail’s date and gives 15 days', async () => {
    await page.goto('/cases');
    const row = page.getByRole('row').filter({ hasText: 'metformin' });
    await expect(row.getByText('Serious', { exact: true })).toBeVisible();
    const detail = JSON.parse((await apiGet(page, `/api/cases/${caseId}`)).body) as {
      data: { day_zero: string; due_date: string; serious: boolean };
    };
    expect(detail.data).toMatchObject({
      serious: true,
      day_zero: '2026-11-16T09:30:00.000Z',
      due_date: '2026-12-01',
    });
  });

  await test.step('the receipt dates change only with a reason, which the history keeps', async () => {
    await page.goto(`/cases/${caseId}`);
    const clock = page.getByRole('region', { name: 'Regulatory clock' });
    await expect(clock.locator('time[datetime="2026-11-16"]').first()).toBeVisible();
    await clock.getByRole('button', { name: 'Change receipt dates' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change the receipt dates' });
    await dialog.getByLabel('Latest receipt date').fill('2026-11-18');
    const save = dialog.getByRole('button', { name: 'Save dates' });
    await expect(save).toBeDisabled();
    await dialog.getByLabel('Reason for the change').fill('The son phoned with the discharge letter');
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith('/receipt-dates'),
    );
    await save.click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Receipt dates saved')).toBeVisible();
    await expect(clock.locator('time[datetime="2026-11-18"]')).toBeVisible();
    // Day 0 did not move, so neither did the due date.
    await expect(clock.locator('time[datetime="2026-12-01"]')).toBeVisible();
    await page.getByRole('button', { name: /Change history/ }).click();
    await expect(
      page.getByText(
        /changed the receipt dates to 2026-11-16 \(initial\) and 2026-11-18 \(latest\)\. Reason: The son phoned with the discharge letter/,
      ),
    ).toBeVisible();
    const served = await apiGet(page, `/api/cases/${caseId}/e2b`);
    expect(served.body).toContain('<receiptdate>20261118</receiptdate>');
  });

  for (const theme of THEMES) {
    await test.step(`the cases list and the case form have no serious accessibility problem (${theme})`, async () => {
      await useTheme(page, theme);
      await page.goto('/cases');
      await expect(page.getByRole('row').filter({ hasText: 'metformin' })).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(`/cases/${caseId}`);
      await expect(page.getByRole('button', { name: 'Generate E2B XML' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
