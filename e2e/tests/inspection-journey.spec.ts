import { checkE2bR3Xml, checkE2bXml } from '@vigila/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiGet } from '../support/api.ts';
import { downloadText, fillAndLeave, isCaseSave } from '../support/case-form.ts';
import { codeReaction, loadSyntheticMeddraRelease } from '../support/meddra.ts';
import { signInThroughProvider } from '../support/sign-in.ts';
import { JOBS_TIMEOUT } from '../support/upload-email.ts';

/**
 * Issue 26's must-show journey, as an inspector would follow one report: an e-mail received ten days ago becomes a
 * case whose day 0 is that date; the drug the reporter calls concomitant is prefilled as concomitant; causality
 * and expectedness are assessed; each receiver's obligation is worked out from the rules; a second user passes the
 * quality check; the E2B files are blocked until every reaction is coded, and leave out a reaction deleted a moment
 * before.
 */
const RUN = Date.now().toString(36);
const SUBJECT = `Hospitalised with a rash on Lisinopril ${RUN}`;
const DAY_MS = 24 * 60 * 60 * 1000;
const RECEIVED = new Date(Date.now() - 10 * DAY_MS);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const DAY_ZERO = dayOf(RECEIVED);
/** Serious: 15 days from day 0 (decision 0040's EU rule for a serious spontaneous report from the EEA). */
const DUE_SERIOUS = dayOf(new Date(RECEIVED.getTime() + 15 * DAY_MS));

function physicianEmail(): Buffer {
  return Buffer.from(
    [
      'From: Dr Ana Ruiz <ana.ruiz@example.com>',
      'To: Drug Safety <safety@demo.test>',
      `Subject: ${SUBJECT}`,
      `Date: ${RECEIVED.toUTCString().replace('GMT', '+0000')}`,
      `Message-ID: <inspection-journey-${RUN}@example.com>`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Dear Drug Safety team,',
      '',
      'I am a GP and report a suspected adverse reaction. A 58-year-old woman started Lisinopril 10 mg daily',
      'for hypertension. Five days later she developed a generalised rash with itching and was admitted to',
      'hospital for two nights. She also takes metformin (concomitant) for her diabetes. The rash was treated',
      'with hydrocortisone and has resolved. I think the Lisinopril caused it.',
      '',
      'Dr Ana Ruiz',
      '',
    ].join('\r\n'),
  );
}

/** Chooses a value in a select that saves on change, when it is not already chosen. */
async function chooseAndWait(page: Page, select: Locator, value: string) {
  if ((await select.inputValue()) === value) return;
  const saved = page.waitForResponse(isCaseSave);
  await select.selectOption(value);
  expect((await saved).status()).toBe(200);
}

/** A move of the workflow card, waiting for the server to accept it. */
async function moveCase(page: Page, button: string) {
  const moved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/api\/cases\/[^/]+\/workflow$/.test(r.url()),
  );
  await page.getByRole('button', { name: button }).click();
  expect((await moved).status()).toBe(200);
}

test('inspection grade: day 0 from the e-mail, a concomitant drug as concomitant, assessment, obligations, QC by a second user, E2B blocked until coded and without a deleted reaction', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  let caseId = '';

  await test.step('Settings → Products: the organisation’s Lisinopril, whose label lists urticaria but no rash', async () => {
    await loadSyntheticMeddraRelease(page);
    await page.getByRole('button', { name: /^Products/ }).click();
    await page.getByRole('button', { name: 'Add a product' }).click();
    await page.getByRole('textbox', { name: 'Product name' }).fill('Lisinopril');
    await page.getByRole('textbox', { name: 'Active substances' }).fill('lisinopril');
    await page.getByRole('textbox', { name: 'Countries (ISO codes, e.g. ES, DE)' }).fill('ES, US');
    await page.getByRole('textbox', { name: 'Label version (e.g. SmPC 2025-06)' }).fill('SmPC 2025-06');
    await page
      .getByRole('combobox', { name: 'Expected reactions (MedDRA preferred terms)' })
      .fill('urticaria');
    await page.getByRole('option', { name: /^Urticaria \(96000003\)/ }).click();
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/products'),
    );
    await page.getByRole('button', { name: 'Save product' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Label: SmPC 2025-06 · 1 expected reaction')).toBeVisible();
  });

  await test.step('an e-mail a physician sent ten days ago is uploaded and analysed', async () => {
    await page.goto('/settings');
    await page.getByRole('button', { name: /^Data Sources/ }).click();
    const input = page.getByLabel('.eml files', { exact: true });
    await input.setInputFiles([
      { name: 'physician.eml', mimeType: 'message/rfc822', buffer: physicianEmail() },
    ]);
    await page.locator('form', { has: input }).getByRole('button', { name: 'Upload' }).click();
    await expect(page).toHaveURL(/\/emails$/, { timeout: 15_000 });
    await page.goto(`/emails?status=all&q=${encodeURIComponent(SUBJECT)}`);
    const card = page.getByRole('article').filter({ hasText: SUBJECT });
    await expect(card.getByText('AI Processed')).toBeVisible({ timeout: JOBS_TIMEOUT });
    await expect(card.getByText('ADR', { exact: true })).toBeVisible();
  });

  await test.step('the item shows each drug’s role with the words that made it', async () => {
    await page.getByRole('link', { name: SUBJECT }).click();
    const facts = page.getByRole('region', { name: 'Case facts' });
    await expect(facts.getByText(/metformin — Concomitant/i)).toBeVisible();
    await expect(facts.getByText(/hydrocortisone — Treatment of the reaction/i)).toBeVisible();
    await expect(page.getByText('Own product: Lisinopril').first()).toBeVisible();
  });

  await test.step('Convert to Case: day 0 is the e-mail’s date and the due date counts from it', async () => {
    const created = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/case'),
    );
    await page.getByRole('button', { name: 'Convert to Case' }).click();
    caseId = ((await (await created).json()) as { id: string }).id;
    await page.goto(`/cases/${caseId}`);
    const clock = page.getByRole('region', { name: 'Regulatory clock' });
    await expect(clock.locator(`time[datetime="${DAY_ZERO}"]`).first()).toBeVisible();
    await expect(clock.locator(`time[datetime="${DUE_SERIOUS}"]`)).toBeVisible();
    await expect(clock.getByText('Serious', { exact: true })).toBeVisible();
  });

  await test.step('Lisinopril is prefilled as the suspect, metformin as concomitant, and the treatment is no case drug', async () => {
    await expect(page.getByLabel('Medicinal product', { exact: false }).first()).toHaveValue(/lisinopril/i);
    await expect(page.getByLabel('Drug role', { exact: false }).first()).toHaveValue('1');
    const second = page.getByRole('region', { name: 'Drug 2' });
    await expect(second.getByLabel('Medicinal product', { exact: false })).toHaveValue(/metformin/i);
    await expect(second.getByLabel('Drug role', { exact: false })).toHaveValue('2');
    await expect(page.getByRole('region', { name: 'Drug 3' })).toHaveCount(0);
    await expect(page.getByText('Own product: Lisinopril').first()).toBeVisible();
  });

  await test.step('data entry: the owner starts it, fills what the report needs and codes the first reaction', async () => {
    await moveCase(page, 'Start data entry');
    await fillAndLeave(page, 'Message receiver identifier', 'EVHUMAN');
    await fillAndLeave(page, 'Sender country', 'ES');
    await fillAndLeave(page, 'Primary source country', 'ES');
    await chooseAndWait(page, page.getByLabel('Reporter qualification', { exact: false }).first(), '1');
    const narrative = page.getByLabel('Case narrative', { exact: false });
    await narrative.fill(
      'A 58-year-old woman developed a generalised rash with itching five days after starting lisinopril.',
    );
    const saved = page.waitForResponse(isCaseSave);
    await narrative.press('Control+Enter');
    expect((await saved).status()).toBe(200);
    await codeReaction(page, page, 'rash gen', /^Rash generalised/);
    if ((await page.getByRole('region', { name: 'Reaction 2' }).count()) === 0) {
      await page.getByRole('button', { name: 'Add reaction' }).click();
    }
    const second = page.getByRole('region', { name: 'Reaction 2' });
    const term = second.getByRole('combobox', { name: 'Reaction or event' });
    if ((await term.inputValue()) === '') {
      await term.fill('Itching all over');
      const coded = page.waitForResponse((r) => /\/sections\/E\/1(\/coding)?$/.test(r.url()));
      await term.press('Tab');
      expect((await coded).status()).toBe(200);
    }
  });

  await test.step('causality (reporter and company, WHO-UMC) is set for Lisinopril × the rash, and expectedness comes from its label', async () => {
    const assessment = page.getByRole('region', { name: 'Assessment' });
    await assessment.getByRole('button', { name: /^Assess .*lisinopril.* for Rash generalised/i }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('combobox', { name: 'Reporter’s causality', exact: true })
      .selectOption('probable');
    await dialog.getByRole('textbox', { name: 'Reporter’s causality: Method' }).fill('WHO-UMC');
    await dialog.getByRole('combobox', { name: 'Company’s causality', exact: true }).selectOption('possible');
    await dialog.getByRole('textbox', { name: 'Company’s causality: Method' }).fill('WHO-UMC');
    // Expectedness is left to the label: rash is not among Lisinopril's expected reactions.
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && /\/api\/cases\/[^/]+\/assessments$/.test(r.url()),
    );
    await dialog.getByRole('button', { name: 'Save assessment' }).click();
    expect((await saved).status()).toBe(200);
    const row = assessment
      .getByRole('row')
      .filter({ hasText: /Rash generalised/ })
      .first();
    await expect(row).toContainText('Probable/likely');
    await expect(row).toContainText('Unexpected');
    await expect(row).toContainText('Not listed in label SmPC 2025-06');
  });

  await test.step('each receiver has its obligation from the rules, due from day 0', async () => {
    const obligations = page.getByRole('region', { name: 'Reporting obligations' });
    const eu = obligations
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'EU (EudraVigilance)' }) });
    await expect(eu).toContainText('15 days');
    await expect(eu.locator(`time[datetime="${DUE_SERIOUS}"]`)).toBeVisible();
    for (const receiver of [/FDA/, /Health Canada/]) {
      await expect(obligations.getByRole('rowheader', { name: receiver })).toBeVisible();
    }
    const served = JSON.parse((await apiGet(page, `/api/cases/${caseId}/obligations`)).body) as {
      data: { receiver: string; due_date: string | null }[];
    };
    expect(served.data.find((obligation) => obligation.receiver === 'eu')?.due_date).toBe(DUE_SERIOUS);
  });

  await test.step('data entry done: the author may not pass her own quality check', async () => {
    await moveCase(page, 'Data entry done');
    await expect(
      page.getByText('You did the data entry: another reviewer passes the quality check.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pass quality check' })).toBeDisabled();
  });

  await test.step('a manager, signed in on her own, passes the quality check', async () => {
    const managerBrowser = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    try {
      const manager = await managerBrowser.newPage();
      await manager.goto('/auth');
      await signInThroughProvider(manager, 'manager@demo.test');
      await expect(manager).toHaveURL(/\/home$/);
      await manager.goto(`/cases/${caseId}`);
      await moveCase(manager, 'Pass quality check');
      await expect(manager.getByRole('list', { name: 'Workflow steps' })).toContainText('Medical review');
      await expect(
        manager.getByRole('listitem').filter({ hasText: 'Medical review' }).first(),
      ).toHaveAttribute('aria-current', 'step');
    } finally {
      await managerBrowser.close();
    }
  });

  await test.step('both E2B files are blocked while a further reaction is uncoded, and say so', async () => {
    await page.reload();
    await page.getByRole('button', { name: 'Generate E2B XML' }).click();
    const problems = page.getByRole('alert').filter({ hasText: 'The E2B file cannot be generated yet:' });
    await expect(problems.getByText(/Reaction 2: code the reaction in MedDRA/).first()).toBeVisible();
    const refused = page.waitForResponse((r) => /\/e2b\?format=r3$/.test(r.url()));
    await page.getByRole('button', { name: 'Download E2B(R3)' }).click();
    const answer = await refused;
    expect(answer.status()).toBe(422);
    expect(((await answer.json()) as { code: string }).code).toBe('e2b_report_blocked');
  });

  let itching = 0;
  await test.step('every further reaction is coded (the itching as Itching): both files go out with the assessment and day 0', async () => {
    const count = await page.getByRole('region', { name: /^Reaction \d+$/ }).count();
    for (let n = 2; n <= count + 1; n += 1) {
      const region = page.getByRole('region', { name: `Reaction ${n}` });
      const term = (
        await region.getByRole('combobox', { name: 'Reaction or event' }).inputValue()
      ).toLowerCase();
      if (/itch|prurit/.test(term)) {
        await codeReaction(page, region, 'itching', /^Itching/);
        itching = n;
      } else {
        await codeReaction(page, region, 'skin rash', /^Skin rash/);
      }
    }
    expect(itching).toBeGreaterThan(1);
    const r2 = await downloadText(
      page,
      page.getByRole('button', { name: 'Generate E2B XML' }),
      'e2b_report.xml',
    );
    expect(checkE2bXml(r2).problems).toEqual([]);
    expect(r2).toContain(`<receiptdate>${DAY_ZERO.replaceAll('-', '')}</receiptdate>`);
    expect(r2).toContain('95000007');
    const r3 = await downloadText(
      page,
      page.getByRole('button', { name: 'Download E2B(R3)' }),
      'e2b_r3_report.xml',
    );
    expect(checkE2bR3Xml(r3).problems).toEqual([]);
    expect(r3).toContain('95000007');
    expect(r3).toContain('WHO-UMC');
  });

  await test.step('the itching is deleted, and at once neither R2 nor R3 has it', async () => {
    const removed = page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && r.url().endsWith(`/sections/E/${itching - 1}`),
    );
    await page.getByRole('button', { name: `Remove Reaction ${itching}` }).click();
    expect((await removed).status()).toBe(200);
    const r2 = await downloadText(
      page,
      page.getByRole('button', { name: 'Generate E2B XML' }),
      'e2b_report.xml',
    );
    const r3 = await downloadText(
      page,
      page.getByRole('button', { name: 'Download E2B(R3)' }),
      'e2b_r3_report.xml',
    );
    for (const xml of [r2, r3]) {
      expect(xml).not.toContain('95000007');
      expect(xml).toContain('95000002');
    }
    expect(checkE2bXml(r2).problems).toEqual([]);
    expect(checkE2bR3Xml(r3).problems).toEqual([]);
  });
});
