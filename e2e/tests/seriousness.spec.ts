import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { fixture } from '../support/fixtures.ts';
import { JOBS_TIMEOUT } from '../support/upload-email.ts';

/**
 * Issue 27: a long e-mail with one buried serious report, and a report whose words may hide a criterion. Unique per
 * run (subject and Message-ID), so both are new pending items wherever earlier journeys left theirs.
 */
const RUN = Date.now().toString(36);
const BURIED = `RE: March invoice 44871 - credit note and delivery slots ${RUN}`;
const POSSIBLY = `Hives after the first dose of Amoxil ${RUN}`;

/** The fixture e-mail with this run's subject and Message-ID. */
function runEmail(file: string, subject: string): Buffer {
  const text = readFileSync(fixture(file), 'utf8')
    .replace(/^Subject: .*$/m, `Subject: ${subject}`)
    .replace(/^Message-ID: <([^@]+)@/m, `Message-ID: <$1-${RUN}@`);
  return Buffer.from(text);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** The e-mails' dates: day 0 of their cases. */
const BURIED_DAY_ZERO = '2026-11-17';
const POSSIBLY_DAY_ZERO = '2026-11-18';

async function convert(page: Page, subject: string): Promise<string> {
  await page.goto(`/emails?status=all&q=${encodeURIComponent(subject)}`);
  await page.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  const created = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/case'),
  );
  await page.getByRole('button', { name: 'Convert to Case' }).click();
  const id = ((await (await created).json()) as { id: string }).id;
  await page.goto(`/cases/${id}`);
  return id;
}

test('a buried serious report starts on 15 days; a possibly serious one says why and a downgrade moves it to 90, audited', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const clock = page.getByRole('region', { name: 'Regulatory clock' });

  await test.step('both e-mails are uploaded and analysed', async () => {
    await page.goto('/settings');
    await page.getByRole('button', { name: /^Data Sources/ }).click();
    const input = page.getByLabel('.eml files', { exact: true });
    await input.setInputFiles([
      { name: 'buried.eml', mimeType: 'message/rfc822', buffer: runEmail('buried-serious.eml', BURIED) },
      {
        name: 'possibly.eml',
        mimeType: 'message/rfc822',
        buffer: runEmail('possibly-serious.eml', POSSIBLY),
      },
    ]);
    await page.locator('form', { has: input }).getByRole('button', { name: 'Upload' }).click();
    await expect(page).toHaveURL(/\/emails$/, { timeout: 15_000 });
    for (const subject of [BURIED, POSSIBLY]) {
      await page.goto(`/emails?status=all&q=${encodeURIComponent(subject)}`);
      const card = page.getByRole('article').filter({ hasText: subject });
      await expect(card.getByText('AI Processed')).toBeVisible({ timeout: JOBS_TIMEOUT });
      await expect(card.getByText('ADR', { exact: true })).toBeVisible();
    }
  });

  await test.step('the inbox marks each and filters by seriousness', async () => {
    await page.goto('/triage?sort=priority');
    await page.getByRole('combobox', { name: 'Seriousness' }).selectOption('possibly_serious');
    await expect(page).toHaveURL(/seriousness=possibly_serious/);
    const possiblyRow = page.locator('[data-selected]').filter({ hasText: POSSIBLY });
    await expect(possiblyRow.getByText('Possibly serious')).toBeVisible();
    await expect(page.locator('[data-selected]').filter({ hasText: BURIED })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Seriousness' }).selectOption('serious');
    await expect(
      page.locator('[data-selected]').filter({ hasText: BURIED }).getByText('Serious'),
    ).toBeVisible();
  });

  await test.step('the buried report is serious, and its case starts with product, reaction and day 0 + 15', async () => {
    await page.goto(`/emails?status=all&q=${encodeURIComponent(BURIED)}`);
    await page.getByRole('link', { name: BURIED }).click();
    const facts = page.getByRole('region', { name: 'Case facts' });
    await expect(facts.getByTestId('facts-seriousness')).toHaveText('Serious');
    await expect(facts.getByTestId('facts-criteria')).toContainText('Hospitalisation');
    await convert(page, BURIED);
    await expect(page.getByLabel('Medicinal product', { exact: false }).first()).toHaveValue(/zoloft/i);
    await expect(page.getByLabel('Reaction or event', { exact: false }).first()).toHaveValue(
      /hyponatraemia/i,
    );
    await expect(clock.locator(`time[datetime="${plusDays(BURIED_DAY_ZERO, 15)}"]`)).toBeVisible();
    await expect(clock.getByText('Serious', { exact: true })).toBeVisible();
    await expect(page.getByTestId('possibly-serious')).toHaveCount(0);
  });

  await test.step('the possibly serious item says why, with the words', async () => {
    await page.goto(`/emails?status=all&q=${encodeURIComponent(POSSIBLY)}`);
    await page.getByRole('link', { name: POSSIBLY }).click();
    const facts = page.getByRole('region', { name: 'Case facts' });
    await expect(facts.getByTestId('facts-seriousness')).toHaveText('Possibly serious');
    await expect(facts.getByTestId('facts-possibly-serious')).toContainText('“ended up in the ER”');
  });

  await test.step('its case keeps 15 days until a reviewer downgrades it with a reason; then 90 days, in the history', async () => {
    await convert(page, POSSIBLY);
    const notice = page.getByTestId('possibly-serious');
    await expect(notice).toContainText('“ended up in the ER”');
    await expect(clock.locator(`time[datetime="${plusDays(POSSIBLY_DAY_ZERO, 15)}"]`)).toBeVisible();
    const obligations = page.getByRole('region', { name: 'Reporting obligations' });
    await expect(obligations).toContainText('the shorter clock applies until a reviewer downgrades the case');
    await notice.getByRole('button', { name: 'Downgrade to non-serious' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('Seen in the ER and sent home the same night: no criterion met');
    const done = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith('/downgrade-seriousness'),
    );
    await dialog.getByRole('button', { name: 'Downgrade to non-serious' }).click();
    expect((await done).status()).toBe(200);
    await expect(page.getByText('Case downgraded to non-serious')).toBeVisible();
    await expect(page.getByTestId('possibly-serious')).toHaveCount(0);
    await expect(clock.locator(`time[datetime="${plusDays(POSSIBLY_DAY_ZERO, 90)}"]`)).toBeVisible();
    await page.getByRole('button', { name: /Change history/ }).click();
    await expect(
      page.getByText(
        /downgraded the case from possibly serious \(“ended up in the ER”\) to non-serious\. Reason: Seen in the ER and sent home the same night/,
      ),
    ).toBeVisible();
  });
});
