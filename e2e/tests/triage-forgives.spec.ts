import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { fixture } from '../support/fixtures.ts';
import { JOBS_TIMEOUT } from '../support/upload-email.ts';

/**
 * Unique per run, so the serious report is a new pending item even where earlier journeys left theirs. It asks no
 * question: a question would rightly raise MI too, and the MI filter step expects it gone.
 */
const RUN = Date.now().toString(36);
const SERIOUS_SUBJECT = `Swollen lips and hospital after Lisinopril ${RUN}`;
const MI_SUBJECT = 'Consulta sobre ibuprofeno y embarazo';

function seriousEmail(): Buffer {
  return Buffer.from(
    [
      'From: Nora Quinn <nora.quinn@example.com>',
      'To: Drug Safety <safety@demo.test>',
      `Subject: ${SERIOUS_SUBJECT}`,
      'Date: Tue, 17 Nov 2026 09:00:00 +0000',
      `Message-ID: <triage-forgives-${RUN}@example.com>`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Hello,',
      '',
      "I'm 61 and started Lisinopril 10 mg three weeks ago. On Sunday my lips swelled up and I was admitted to",
      'hospital for two nights. The doctors said it was the tablets and I have stopped them.',
      '',
      'Nora Quinn',
      '',
    ].join('\r\n'),
  );
}

/** The inbox row of an item, by its title. */
const row = (page: Page, subject: string) => page.locator('[data-selected]').filter({ hasText: subject });

test('triage forgives: a key press undone, Non-relevant with a reason, priority sort, source and flag filters', async ({
  page,
}) => {
  test.setTimeout(240_000);

  await test.step('two e-mails are uploaded and analysed: a serious ADR and a Spanish medical question', async () => {
    await page.goto('/settings');
    await page.getByRole('button', { name: /^Data Sources/ }).click();
    const input = page.getByLabel('.eml files', { exact: true });
    await input.setInputFiles([
      { name: 'serious.eml', mimeType: 'message/rfc822', buffer: seriousEmail() },
      {
        name: 'mi-question-es.eml',
        mimeType: 'message/rfc822',
        buffer: readFileSync(fixture('mi-question-es.eml')),
      },
    ]);
    await page.locator('form', { has: input }).getByRole('button', { name: 'Upload' }).click();
    await expect(page).toHaveURL(/\/emails$/, { timeout: 15_000 });
    for (const subject of [SERIOUS_SUBJECT, MI_SUBJECT]) {
      // Searched for by subject: the list is virtualised, and older e-mails leave the rendered rows.
      await page.goto(`/emails?status=all&q=${encodeURIComponent(subject)}`);
      const card = page.getByRole('article').filter({ hasText: subject });
      await expect(card.getByText('AI Processed')).toBeVisible({ timeout: JOBS_TIMEOUT });
    }
  });

  await test.step('the inbox filters by source and flag on the server, and keeps them in the URL', async () => {
    await page.goto('/triage');
    await page.getByRole('combobox', { name: 'Source' }).selectOption('email');
    await page.getByRole('checkbox', { name: /^MI/ }).check();
    await expect(page).toHaveURL(/source=email/);
    await expect(page).toHaveURL(/flags=mi/);
    await expect(row(page, MI_SUBJECT)).toBeVisible();
    await expect(row(page, SERIOUS_SUBJECT)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: /^MI/ })).toBeChecked();
    await expect(row(page, MI_SUBJECT)).toBeVisible();
  });

  await test.step('sorted by priority, serious items come first', async () => {
    await page.getByRole('checkbox', { name: /^MI/ }).uncheck();
    await page.getByRole('combobox', { name: 'Sort' }).selectOption('priority');
    await expect(page).toHaveURL(/sort=priority/);
    // Out of the Sort list, as a reader leaves it: keys typed in a focused list pick its options instead.
    await page.getByRole('combobox', { name: 'Sort' }).blur();
    await expect(row(page, SERIOUS_SUBJECT).getByText('Serious', { exact: true })).toBeVisible();
    await expect(page.locator('[data-selected]').first().getByText('Serious', { exact: true })).toBeVisible();
  });

  await test.step('n marks the serious e-mail Needs Review, and Undo brings it back', async () => {
    await row(page, SERIOUS_SUBJECT).dispatchEvent('mousedown');
    await expect(row(page, SERIOUS_SUBJECT)).toHaveAttribute('data-selected', 'true');
    await page.keyboard.press('n');
    await expect(page.getByText('Marked Needs Review')).toBeVisible();
    await expect(row(page, SERIOUS_SUBJECT)).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(row(page, SERIOUS_SUBJECT)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  });

  await test.step('x asks why the question is Non-relevant; the reason is chosen by keyboard and kept', async () => {
    await row(page, MI_SUBJECT).dispatchEvent('mousedown');
    await expect(row(page, MI_SUBJECT)).toHaveAttribute('data-selected', 'true');
    await page.keyboard.press('x');
    const dialog = page.getByRole('dialog', { name: 'Why is this item Non-relevant?' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('3');
    await expect(dialog.getByRole('radio', { name: /Duplicate/ })).toBeChecked();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Marked Non-relevant')).toBeVisible();
    await expect(row(page, MI_SUBJECT)).toHaveCount(0);
    await page.goto('/emails?status=non_relevant');
    await page.getByRole('link', { name: MI_SUBJECT }).first().click();
    await expect(page.getByText('Reason: Duplicate').first()).toBeVisible();
  });
});
