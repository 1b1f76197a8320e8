import type { HomeData } from '@vigila/domain';
import { expect, test } from '@playwright/test';
import { apiGet } from '../support/api.ts';
import { uploadFlaggedEmail } from '../support/upload-email.ts';

const SUBJECT = 'Headaches since the new blood pressure tablets';

const homeFigures = async (page: Parameters<typeof apiGet>[0]) =>
  (JSON.parse((await apiGet(page, '/api/home')).body) as { data: HomeData }).data;

/** Cases opened in the current week (the last of the trend's weeks). */
const openedThisWeek = (figures: HomeData) =>
  figures.case_weeks.find((row) => row.week === figures.weeks.at(-1))?.opened ?? 0;

test('an analysed e-mail shows on Home as work to do, and its case as an unassigned one opened this week', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/home');
  const before = await homeFigures(page);
  const emailsBefore = before.pending.find((row) => row.source === 'email')?.flagged ?? 0;

  await test.step('the e-mail is uploaded and flagged', async () => {
    await uploadFlaggedEmail(page, 'adr-headache.eml', SUBJECT);
  });

  await test.step('Home counts it among the pending flagged e-mails and opens the list on it', async () => {
    await page.goto('/home');
    const open = page.getByRole('link', { name: /^Open the \d+ flagged items of Emails$/ });
    await expect(open).toHaveAccessibleName(`Open the ${emailsBefore + 1} flagged items of Emails`);
    await open.click();
    await expect(page).toHaveURL(/\/emails\?status=all&ai_triage=true$/);
    await expect(page.getByRole('article').filter({ hasText: SUBJECT })).toBeVisible();
  });

  await test.step('made a case, it is one more unassigned case, opened this week', async () => {
    await page.getByRole('link', { name: SUBJECT }).click();
    await page.getByRole('button', { name: 'Convert to Case' }).click();
    await expect(page.getByText('Case created successfully')).toBeVisible();
    await page.goto('/home');
    const unassigned = page.getByTestId('home-cases').locator('[data-figure="unassigned"]');
    await expect(unassigned).toContainText(String(before.cases.unassigned + 1));
    const after = await homeFigures(page);
    expect(openedThisWeek(after)).toBe(openedThisWeek(before) + 1);
  });
});
