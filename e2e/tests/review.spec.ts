import { spawnSync } from 'node:child_process';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations, THEMES, useTheme } from '../support/axe.ts';
import { fixture } from '../support/fixtures.ts';

/**
 * The e2e server has no Whisper endpoint: recordings are transcribed in-process by Debian's pocketsphinx when it
 * is installed (scripts/ensure-test-deps.sh), and otherwise end with a clear ai_error.
 */
const POCKETSPHINX = spawnSync('sh', ['-c', 'command -v pocketsphinx_continuous']).status === 0;

/** The analysis and transcription run as background jobs: the journey waits for them, generously. */
const JOBS_TIMEOUT = 90_000;

function emailCard(page: Page, subject: string): Locator {
  return page.getByRole('article').filter({ hasText: subject });
}

/** Slows a call down so the progress the reader watches is on screen long enough to be seen. */
async function slowDown(page: Page, pattern: string) {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
}

/** A status tile's number once the counts have loaded. */
async function tileCount(page: Page, tile: 'all' | 'triage'): Promise<number> {
  const count = page.locator(`[data-testid="tile-count-${tile}"]`);
  await expect(count).toHaveText(/^\d+$/);
  return Number(await count.textContent());
}

async function openDataSources(page: Page) {
  await page.goto('/settings');
  await page.getByRole('button', { name: /^Data Sources/ }).click();
}

function uploadForm(page: Page, label: string): Locator {
  return page.locator('form', { has: page.getByLabel(label, { exact: true }) });
}

test('a reviewer uploads e-mails and calls, sees them analysed, triages them and trains the analysis', async ({
  page,
}) => {
  test.setTimeout(240_000);
  page.on('dialog', (dialog) => {
    throw new Error(`A script in an e-mail ran: ${dialog.message()}`);
  });

  // Other journeys may have uploaded e-mails to the same organisation already: counts are read as increases.
  await page.goto('/emails');
  const emailsBefore = { all: await tileCount(page, 'all'), triage: await tileCount(page, 'triage') };

  await test.step('uploads three .eml files and watches the progress', async () => {
    await openDataSources(page);
    const form = uploadForm(page, '.eml files');
    await form
      .getByLabel('.eml files', { exact: true })
      .setInputFiles([fixture('adr-report.eml'), fixture('quality-complaint.eml'), fixture('simple.eml')]);
    await slowDown(page, '**/api/email/analyze');
    await form.getByRole('button', { name: 'Upload' }).click();
    const progress = form.getByRole('progressbar', { name: 'Upload progress' });
    await expect(progress).toHaveAttribute('aria-valuenow', '50');
    await expect(page.getByText('Email uploaded successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/emails$/, { timeout: 15_000 });
    await expect(page.getByText('Email analysis started successfully')).toBeVisible();
  });

  await test.step('sees the e-mails analysed and flagged in the list', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Emails' })).toBeVisible();
    // The other journeys' newer e-mails push these (dated March 2026 and 2017) past the rows the virtual list
    // renders: a reviewer searches for each.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('Amoxil');
    const adr = emailCard(page, 'Rash after starting Amoxil');
    await expect(adr.getByText('AI Processed')).toBeVisible({ timeout: JOBS_TIMEOUT });
    await expect(adr.getByText('ADR', { exact: true })).toBeVisible();
    await search.fill('paracetamol');
    await expect(emailCard(page, 'Broken paracetamol tablets').getByText('PQC', { exact: true })).toBeVisible(
      {
        timeout: JOBS_TIMEOUT,
      },
    );
    await search.fill('test');
    await expect(emailCard(page, 'test').getByText('No flags found')).toBeVisible({ timeout: JOBS_TIMEOUT });
    await search.fill('');
    await expect(page.locator('[data-testid="tile-count-all"]')).toHaveText(String(emailsBefore.all + 3));
    await expect(page.locator('[data-testid="tile-count-triage"]')).toHaveText(
      String(emailsBefore.triage + 2),
    );
  });

  await test.step('opens the detail, changes the status and sees the history', async () => {
    await page.getByRole('searchbox', { name: 'Search' }).fill('Amoxil');
    await page.getByRole('link', { name: 'Rash after starting Amoxil' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rash after starting Amoxil' })).toBeVisible();
    await expect(page.getByText('Amoxil 500 mg', { exact: true })).toBeVisible(); // the HTML body, sanitised
    const adr = page.locator('[data-flag="adr"]');
    // The reason quotes the evidence; ADR also names the reaction (its MedDRA value).
    await expect(adr).toContainText(/rash|itchy/i);
    await expect(adr).toContainText(/MedDRA: \w+/);
    await expect(page.getByText('No status history available for this item.')).toBeVisible();

    await page.getByRole('button', { name: 'Needs Review' }).click();
    await expect(page.getByRole('button', { name: 'Needs Review ✓' })).toBeDisabled();
    await expect(page.getByText('by Olivia Owner')).toBeVisible();
    await expect(page.locator('time').filter({ hasText: /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/ })).toBeVisible();
  });

  await test.step('gives Train AI feedback, stored and measured', async () => {
    await page.getByRole('button', { name: 'Train AI' }).click();
    const dialog = page.getByRole('dialog', { name: 'Train AI' });
    await dialog
      .getByRole('group', { name: 'Adverse Drug Reaction' })
      .getByRole('radio', { name: 'Correct', exact: true })
      .check();
    await dialog.getByRole('checkbox', { name: /Product Quality Complaint/ }).check();
    await dialog.getByLabel('Why should this have been flagged?').fill('Swollen lips after a new batch');
    await expect(dialog.getByRole('status')).toContainText('Thank you');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Feedback saved')).toBeVisible();

    await page.goto('/settings');
    const quality = page.getByRole('table');
    await expect(quality.locator('[data-flag="adr"]')).toContainText('100%');
    await expect(quality.locator('[data-flag="pqc"]')).toContainText('0 correct · 0 incorrect · 1 missed');
    await expect(quality.locator('[data-flag="mi"]')).toContainText('No feedback yet');
  });

  await test.step('uploads two call recordings and sees them transcribed and analysed', async () => {
    await openDataSources(page);
    const form = uploadForm(page, 'Audio files');
    await form
      .getByLabel('Audio files', { exact: true })
      .setInputFiles([fixture('call-en-adr.wav'), fixture('call-es-adr.mp3')]);
    await slowDown(page, '**/api/recordings/analyze');
    await form.getByRole('button', { name: 'Upload' }).click();
    await expect(form.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    await expect(page).toHaveURL(/\/recordings$/, { timeout: 15_000 });
    await expect(page.getByText('Recording analysis started successfully')).toBeVisible();

    await page
      .getByRole('group', { name: 'Review status' })
      .getByRole('button', { name: /Total Recordings/ })
      .click();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);
    const outcome = POCKETSPHINX ? /^(AI Processed|No flags found)$/ : /^Processing Error$/;
    for (const card of await cards.all()) {
      await expect(card.getByText(outcome)).toBeVisible({ timeout: JOBS_TIMEOUT });
    }
  });

  await test.step('opens a recording: player, transcription, flags and history', async () => {
    await page.getByRole('link', { name: 'Open call-en-adr.wav' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'call-en-adr.wav' })).toBeVisible();
    const player = page.getByRole('group', { name: 'Audio player' });
    await expect(player.getByText(/^0:00 \/ 0:\d\d$/)).toBeVisible();
    // Plays from the signed URL: the position moves on.
    await player.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await expect(player.getByText(/^0:0[1-9] \/ 0:\d\d$/)).toBeVisible();
    await player.getByRole('button', { name: 'Pause', exact: true }).click();
    await player.getByRole('button', { name: 'Playback speed 1×' }).click();
    await expect(player.getByRole('button', { name: 'Playback speed 1.25×' })).toBeVisible();
    if (POCKETSPHINX) {
      // The English call, transcribed: its words and the flags found in them.
      await expect(page.getByText(/ibuprofen/i).first()).toBeVisible();
      await expect(page.locator('[data-flag="adr"]')).toContainText('Detected');
    } else {
      await expect(page.getByRole('alert').filter({ hasText: 'Processing Error' })).toContainText(/\w/);
      await expect(page.getByText('No transcription yet.')).toBeVisible();
    }
    await page.getByRole('button', { name: 'Non-relevant' }).click();
    const reasons = page.getByRole('dialog', { name: 'Why is this item Non-relevant?' });
    await reasons.getByRole('radio', { name: /Duplicate/ }).check();
    await reasons.getByRole('button', { name: 'Mark Non-relevant' }).click();
    await expect(page.getByRole('button', { name: 'Non-relevant ✓' })).toBeDisabled();
    await expect(page.getByText('by Olivia Owner')).toBeVisible();
  });

  await test.step('finds the open flagged items in /triage and triages one with the keyboard', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Triage', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Triage' })).toBeVisible();
    const inbox = page.getByRole('feed', { name: 'Triage inbox' });
    // The inbox holds every journey's open flagged items by now, and the virtual list renders only the first
    // rows: the journey triages the newest one.
    const first = inbox.getByRole('article').first();
    await expect(first).toBeVisible();
    // Set to Needs Review above: no longer open, so no longer in the inbox.
    await expect(inbox.getByText('Rash after starting Amoxil')).toHaveCount(0);
    const title = (await first.getByRole('link').first().textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    const triaged = inbox.getByRole('article').filter({ hasText: title });

    await first.getByRole('list', { name: 'Safety flags' }).getByRole('listitem').first().click();
    await expect(triaged.locator('[data-selected="true"]')).toHaveCount(1);
    await page.keyboard.press('x');
    await expect(triaged).toHaveCount(0);
  });
});

for (const theme of THEMES) {
  test(`the review screens have no serious or critical accessibility violation (${theme} theme)`, async ({
    page,
  }) => {
    // Six axe runs over lists that hold every journey's items by now.
    test.setTimeout(90_000);
    await useTheme(page, theme);
    const screens = [
      { path: '/emails?status=all&ai_triage=false', ready: page.getByRole('article').first() },
      { path: '/recordings?status=all&ai_triage=false', ready: page.getByRole('article').first() },
      { path: '/triage', ready: page.getByRole('heading', { level: 1, name: 'Triage' }) },
    ];
    for (const { path, ready } of screens) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
    }
    for (const [list, name] of [
      // Searched for: newer e-mails of other journeys push it past the rows the virtual list renders.
      ['/emails?status=all&ai_triage=false&q=Amoxil', 'Rash after starting Amoxil'],
      ['/recordings?status=all&ai_triage=false', 'Open call-en-adr.wav'],
    ] as const) {
      await page.goto(list);
      await page.getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { name: 'Status History' })).toBeVisible();
      expect({ name, violations: await seriousViolations(page) }).toEqual({ name, violations: [] });
    }
    await page.getByRole('button', { name: 'Train AI' }).click();
    await expect(page.getByRole('dialog', { name: 'Train AI' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
