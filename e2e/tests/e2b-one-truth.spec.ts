import { checkE2bR3Xml, checkE2bXml } from '@vigila/domain';
import { expect, test } from '@playwright/test';
import { downloadText, fillAndLeave, isCaseSave } from '../support/case-form.ts';
import { codeReaction, loadSyntheticMeddraRelease } from '../support/meddra.ts';
import { uploadFlaggedEmail } from '../support/upload-email.ts';

const SUBJECT = 'Rash and itching after amoxicillin';
const CODE_THE_REACTION = /Reaction \d: code the reaction in MedDRA/;

test('E2B has one source of truth: both files blocked until the reaction is coded, both without a reaction removed a moment before', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const generate = page.getByRole('button', { name: 'Generate E2B XML' });
  const downloadR3 = page.getByRole('button', { name: 'Download E2B(R3)' });
  let downloads = 0;
  page.on('download', () => (downloads += 1));

  await test.step('the organisation has the (synthetic) MedDRA release; an e-mail about a rash and itching becomes a case', async () => {
    await loadSyntheticMeddraRelease(page);
    await uploadFlaggedEmail(page, 'e2b-one-truth.eml', SUBJECT);
    await page.getByRole('link', { name: SUBJECT }).click();
    const created = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/case'),
    );
    await page.getByRole('button', { name: 'Convert to Case' }).click();
    const caseId = ((await (await created).json()) as { id: string }).id;
    await page.goto(`/cases/${caseId}`);
    await expect(generate).toBeVisible();
  });

  await test.step('the reviewer fills what the report needs, and keeps a second reaction in words only', async () => {
    await fillAndLeave(page, 'Message receiver identifier', 'EVHUMAN');
    await fillAndLeave(page, 'Sender country', 'ES');
    await fillAndLeave(page, 'Medicinal product', 'Amoxicillin 500 mg');
    const role = page.getByLabel('Drug role', { exact: false }).first();
    if ((await role.inputValue()) !== '1') {
      const saved = page.waitForResponse(isCaseSave);
      await role.selectOption('1');
      expect((await saved).status()).toBe(200);
    }
    const qualification = page.getByLabel('Reporter qualification', { exact: false }).first();
    if ((await qualification.inputValue()) === '') {
      const saved = page.waitForResponse(isCaseSave);
      await qualification.selectOption('5');
      expect((await saved).status()).toBe(200);
    }
    const narrative = page.getByLabel('Case narrative', { exact: false });
    await narrative.fill('A 41-year-old man had a rash and itching three days after starting amoxicillin.');
    const saved = page.waitForResponse(isCaseSave);
    await narrative.press('Control+Enter');
    expect((await saved).status()).toBe(200);
    // The analysis read both reactions; if it read one, the reviewer adds the second.
    if ((await page.getByRole('region', { name: 'Reaction 2' }).count()) === 0) {
      await page.getByRole('button', { name: 'Add reaction' }).click();
      await expect(page.getByRole('region', { name: 'Reaction 2' })).toBeVisible();
    }
  });

  await test.step('both downloads are blocked, listing "code the reaction", and no file is made', async () => {
    // The first reaction is coded; the second (the analysis's words, or typed) is not.
    await codeReaction(page, page, 'rash gen', /^Rash generalised/);
    const second = page.getByRole('region', { name: 'Reaction 2' });
    const term = second.getByRole('combobox', { name: 'Reaction or event' });
    if ((await term.inputValue()) === '') {
      // Words only, not picked from the release: the coding call keeps the words with no code.
      await term.fill('Itching all over');
      const saved = page.waitForResponse((r) => /\/sections\/E\/1(\/coding)?$/.test(r.url()));
      await term.press('Tab');
      expect((await saved).status()).toBe(200);
    }

    await generate.click();
    const r2Problems = page.getByRole('alert').filter({ hasText: 'The E2B file cannot be generated yet:' });
    await expect(r2Problems.getByText(CODE_THE_REACTION)).toBeVisible();
    await expect(
      r2Problems.getByRole('link', { name: /^E\.i .*Reaction 2: code the reaction/ }),
    ).toBeVisible();

    const refused = page.waitForResponse((r) => /\/e2b\?format=r3$/.test(r.url()));
    await downloadR3.click();
    const answer = await refused;
    expect(answer.status()).toBe(422);
    expect(((await answer.json()) as { code: string }).code).toBe('e2b_report_blocked');
    const r3Problems = page
      .getByRole('alert')
      .filter({ hasText: 'The E2B file cannot be generated yet:' })
      .filter({ hasNotText: 'Case narrative' })
      .first();
    await expect(page.getByRole('alert').filter({ hasText: CODE_THE_REACTION })).toHaveCount(2);
    await expect(r3Problems).toBeVisible();
    expect(downloads).toBe(0);
  });

  await test.step('the reviewer follows the list to Reaction 2 and codes it with the MedDRA picker: both files go out', async () => {
    const second = page.getByRole('region', { name: 'Reaction 2' });
    await codeReaction(page, second, 'itchy', /^Itchy skin/);
    await expect(second.getByText(/LLT Itchy skin \(95000006\)/)).toBeVisible();

    const r2 = await downloadText(page, generate, 'e2b_report.xml');
    expect(checkE2bXml(r2).problems).toEqual([]);
    expect(r2).toContain('<reactionmeddrallt>95000006</reactionmeddrallt>');
    const r3 = await downloadText(page, downloadR3, 'e2b_r3_report.xml');
    expect(checkE2bR3Xml(r3).problems).toEqual([]);
    expect(r3).toContain('code="95000006"');
  });

  await test.step('Reaction 2 is removed, and at once both files are made again: neither has it', async () => {
    const removed = page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && /\/sections\/E\/1$/.test(r.url()),
    );
    await page.getByRole('button', { name: 'Remove Reaction 2' }).click();
    expect((await removed).status()).toBe(200);

    const r2 = await downloadText(page, generate, 'e2b_report.xml');
    const r3 = await downloadText(page, downloadR3, 'e2b_r3_report.xml');
    for (const xml of [r2, r3]) {
      expect(xml).not.toContain('95000006');
      expect(xml).not.toContain('Itchy skin');
      expect(xml).toContain('95000002');
    }
    expect(checkE2bXml(r2).problems).toEqual([]);
    expect(checkE2bR3Xml(r3).problems).toEqual([]);
  });
});
