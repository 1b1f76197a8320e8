import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkE2bR3Xml, checkE2bXml, MEDDRA_FILES } from '@vigila/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { uploadFlaggedEmail } from '../support/upload-email.ts';

const SUBJECT = 'Rash and itching after amoxicillin and ibuprofen';

/** The invented MedDRA release the server's tests load (decision 0018: no real MedDRA content is committed). */
const syntheticRelease = MEDDRA_FILES.map((file) =>
  fileURLToPath(new URL(`../../apps/server/src/test/fixtures/meddra-synthetic/en/${file}`, import.meta.url)),
);

const isSave = (path: RegExp) => (response: { request: () => { method: () => string }; url: () => string }) =>
  response.request().method() === 'PUT' && path.test(response.url());

/** Types into a field, leaves it (SPEC §4.4: a changed field saves on blur) and waits for the save to succeed. */
async function fillAndLeave(page: Page, field: Locator, value: string, path = /\/api\/case\/[^/]+$/) {
  await field.fill(value);
  const saved = page.waitForResponse(isSave(path));
  await field.press('Tab');
  expect((await saved).status()).toBe(200);
}

/** Picks an LLT in a reaction's MedDRA type-ahead and waits for the coding call to store it. */
async function codeReaction(page: Page, scope: Page | Locator, typed: string, llt: RegExp) {
  const input = scope.getByRole('combobox', { name: 'Reaction or event' }).first();
  await input.fill(typed);
  const option = page.getByRole('option', { name: llt });
  await expect(option).toBeVisible();
  const coded = page.waitForResponse(isSave(/\/sections\/E\/\d+\/coding$/));
  await option.click();
  expect((await coded).status()).toBe(200);
}

/** Saves a downloaded file beside the test's results and answers its text. */
async function savedDownload(page: Page, click: () => Promise<void>, name: string) {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(name);
  const path = test.info().outputPath(name);
  await file.saveAs(path);
  return { path, xml: readFileSync(path, 'utf8') };
}

function expectXmllintPasses(path: string) {
  const xmllint = spawnSync('xmllint', ['--noout', '--nonet', path], { encoding: 'utf8' });
  expect(xmllint.stderr).toBe('');
  expect(xmllint.status).toBe(0);
}

test('a case with two suspect drugs and two MedDRA-coded reactions is sent as E2B(R2) and E2B(R3)', async ({
  page,
}) => {
  test.setTimeout(300_000);
  let caseId = '';

  await test.step('the owner loads the organisation’s MedDRA release (synthetic, English) in Settings', async () => {
    await page.goto('/settings');
    await page.getByRole('button', { name: /^MedDRA/ }).click();
    await page.getByLabel('Release files').setInputFiles(syntheticRelease);
    await page.getByLabel('Version', { exact: true }).fill('27.1');
    await page.getByRole('button', { name: 'Upload release' }).click();
    await expect(page.getByText(/MedDRA 27\.1 loaded \(\d+ LLTs\)/)).toBeVisible();
  });

  await test.step('an e-mail about a rash after two drugs is flagged ADR and made a case', async () => {
    await uploadFlaggedEmail(page, 'case-two-drugs.eml', SUBJECT);
    await page.getByRole('link', { name: SUBJECT }).click();
    await expect(page.getByRole('heading', { level: 1, name: SUBJECT })).toBeVisible();
    const created = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/case'),
    );
    await page.getByRole('button', { name: 'Convert to Case' }).click();
    caseId = ((await (await created).json()) as { id: string }).id;
    await page.goto(`/cases/${caseId}`);
    await expect(page.getByRole('button', { name: 'Generate E2B XML' })).toBeVisible();
  });

  await test.step('the first reaction is coded: LLT Rash generalised, its PT and SOC shown', async () => {
    await codeReaction(page, page, 'rash gen', /^Rash generalised/);
    await expect(
      page.getByText('LLT Rash generalised (95000002) · PT Rash (96000001) · SOC Skin disorders (synthetic)'),
    ).toBeVisible();
  });

  await test.step('the second reaction the analysis read is already Reaction 2, and is coded: LLT Itchy skin', async () => {
    const second = page.getByRole('region', { name: 'Reaction 2' });
    await expect(second.getByRole('combobox', { name: 'Reaction or event' })).toHaveValue('Pruritus');
    await codeReaction(page, second, 'itchy', /^Itchy skin/);
    await expect(
      second.getByText('LLT Itchy skin (95000006) · PT Pruritus (96000002) · SOC Skin disorders (synthetic)'),
    ).toBeVisible();
  });

  await test.step('both drugs are suspects: amoxicillin first, ibuprofen (read by the analysis) as Drug 2', async () => {
    await fillAndLeave(
      page,
      page.getByLabel('Medicinal product', { exact: false }).first(),
      'Amoxicillin 500 mg',
    );
    await page.getByLabel('Drug role', { exact: false }).first().selectOption('1');
    const second = page.getByRole('region', { name: 'Drug 2' });
    await expect(second.getByLabel('Medicinal product', { exact: false })).toHaveValue('ibuprofen');
    await fillAndLeave(
      page,
      second.getByLabel('Medicinal product', { exact: false }),
      'Ibuprofen 400 mg',
      /\/sections\/G\/1$/,
    );
    const roleSaved = page.waitForResponse(isSave(/\/sections\/G\/1$/));
    await page
      .getByRole('region', { name: 'Drug 2' })
      .getByLabel('Drug role', { exact: false })
      .selectOption('1');
    expect((await roleSaved).status()).toBe(200);
  });

  await test.step('the report is addressed to the FDA, with what FDA’s rules ask and a drafted narrative', async () => {
    const field = (label: string) => page.getByLabel(label, { exact: false }).first();
    const texts: [string, string][] = [
      ['Batch receiver identifier', 'ZZFDA'],
      ['Message receiver identifier', 'CDER'],
      ['Sender title', 'Dr'],
      ['Sender street', '1 Main Street'],
      ['Sender city', 'Springfield'],
      ['Sender state or province', 'MD'],
      ['Sender postcode', '20993'],
      ['Sender country', 'US'],
      ['Sender telephone', '3015550100'],
      ['Sender fax', '3015550101'],
    ];
    for (const [label, value] of texts) await fillAndLeave(page, field(label), value);
    // Not serious, so not expedited: FDA asks for that said, not left unanswered.
    const choices: [string, string][] = [
      ['Meets the local criteria for an expedited report', '2'],
      ['FDA report type (local criteria)', '2'],
      ['FDA combination product report', '2'],
      ['Race (FDA)', 'UNK'],
      ['Ethnicity (FDA)', 'UNK'],
    ];
    for (const [label, value] of choices) {
      const saved = page.waitForResponse(isSave(/\/api\/case\/[^/]+$/));
      await field(label).selectOption(value);
      expect((await saved).status()).toBe(200);
    }
    const narrativeSaved = page.waitForResponse(isSave(/\/api\/case\/[^/]+$/));
    const written = (await field('Case narrative').inputValue()).trim() !== '';
    await page.getByRole('button', { name: 'Draft narrative from the case' }).click();
    // A narrative already there is replaced only once the reviewer confirms.
    if (written) await page.getByRole('button', { name: 'Replace with a draft' }).click();
    expect((await narrativeSaved).status()).toBe(200);
    await expect(field('Case narrative')).toHaveValue(/Rash generalised/);
  });

  await test.step('Generate E2B XML: the R2 file names both drugs and both coded reactions, and passes its checks', async () => {
    const { path, xml } = await savedDownload(
      page,
      () => page.getByRole('button', { name: 'Generate E2B XML' }).click(),
      'e2b_report.xml',
    );
    expect(checkE2bXml(xml).problems).toEqual([]);
    for (const drug of ['Amoxicillin 500 mg', 'Ibuprofen 400 mg']) {
      expect(xml).toContain(`<medicinalproduct>${drug}</medicinalproduct>`);
    }
    for (const [llt, pt] of [
      ['95000002', '96000001'],
      ['95000006', '96000002'],
    ]) {
      expect(xml).toContain(`<reactionmeddrallt>${llt}</reactionmeddrallt>`);
      expect(xml).toContain(`<reactionmeddrapt>${pt}</reactionmeddrapt>`);
    }
    expect(xml).toContain('<reactionmeddraversionllt>27.1</reactionmeddraversionllt>');
    expectXmllintPasses(path);
  });

  await test.step('Download E2B(R3): the R3 message passes FDA’s rules as the checker codes them, and xmllint', async () => {
    const { path, xml } = await savedDownload(
      page,
      () => page.getByRole('button', { name: 'Download E2B(R3)' }).click(),
      'e2b_r3_report.xml',
    );
    expect(checkE2bR3Xml(xml).problems).toEqual([]);
    expect(checkE2bR3Xml(xml, { profile: 'fda' }).problems).toEqual([]);
    for (const llt of ['95000002', '95000006']) {
      expect(xml).toMatch(
        new RegExp(`code="${llt}"[^>]*codeSystemVersion="27.1"|codeSystemVersion="27.1"[^>]*code="${llt}"`),
      );
    }
    expect(xml).toContain('Ibuprofen 400 mg');
    expectXmllintPasses(path);
  });
});
