import { expect, test } from '@playwright/test';
import { LANGUAGES, seriousViolations, THEMES, useTheme } from '../support/axe.ts';
import { uploadFlaggedEmail } from '../support/upload-email.ts';

const SUBJECT = 'Sleepless nights and nightmares on the new patch';
/** The same complaint in Spanish, sharing no word with the English e-mail. */
const PARAPHRASE = 'no puedo dormir y tengo pesadillas con los parches';

test('an English e-mail is found on /vector by a Spanish paraphrase, filtered, and opened', async ({
  page,
}) => {
  test.setTimeout(180_000);

  await test.step('the e-mail is uploaded and analysed', async () => {
    await uploadFlaggedEmail(page, 'vector-insomnia.eml', SUBJECT);
  });

  await test.step('a search in Spanish finds it', async () => {
    await page.goto('/vector');
    await expect(page.getByRole('heading', { level: 1, name: 'Vector search' })).toBeVisible();
    await expect(page.getByText(/Type what you are looking for/)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search by meaning' }).fill(PARAPHRASE);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/vector\?q=no\+puedo\+dormir/);
    await expect(page.getByRole('link', { name: SUBJECT })).toBeVisible();
  });

  await test.step('a filter its item does not pass hides it, and the filter is kept in the URL', async () => {
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: 'Needs Review' });
    await expect(page).toHaveURL(/status=needs_review/);
    await expect(page.getByRole('status').filter({ hasText: /result|Nothing/ })).toBeVisible();
    await expect(page.getByRole('link', { name: SUBJECT })).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('combobox', { name: 'Source', exact: true }).selectOption({ label: 'Email' });
    await expect(page).toHaveURL(/source=email/);
    await expect(page.getByRole('link', { name: SUBJECT })).toBeVisible();
  });

  await test.step('the result opens the e-mail’s detail page, which lists similar items', async () => {
    await page.getByRole('link', { name: SUBJECT }).click();
    await expect(page).toHaveURL(/\/emails\/[^/?]+$/);
    await expect(page.getByRole('heading', { level: 1, name: SUBJECT })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Similar items' })).toBeVisible();
  });
});

for (const theme of THEMES) {
  for (const language of LANGUAGES) {
    test(`/vector with results has no serious or critical accessibility violation (${theme}, ${language})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await useTheme(page, theme, language);
      await page.goto(`/vector?q=${encodeURIComponent(PARAPHRASE)}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: language === 'en' ? 'Vector search' : 'Búsqueda vectorial',
        }),
      ).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /\d/ })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
