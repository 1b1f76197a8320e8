// Screenshots of the main screens for docs/screenshots/ (README): `npm run screenshots` after `npm run build`.
// Runs the real server on a fresh data directory and signs in through the embedded provider as the demo owner.
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { freshDataDir, startServer } from '../bench/lib/server-process.ts';
import { startApifyReplayServer } from '../apps/server/src/test/apify-replay-server.ts';
import { startIbecsReplayServer } from '../apps/server/src/test/ibecs-replay-server.ts';
import {
  APIFY_REPLAY_PORT,
  IBECS_REPLAY_PORT,
  OUTSIDE_APIS_ENV,
  startOutsideApis,
} from '../e2e/support/outside-apis.ts';
import { prepareReviewData, reviewScreenshots } from './screenshot-review.ts';
import { prepareSourceData, sourceScreenshots } from './screenshot-sources.ts';
import { caseScreenshots, prepareCaseData } from './screenshot-cases.ts';
import { teamScreenshots } from './screenshot-team.ts';
import { analysisScreenshots } from './screenshot-analysis.ts';

const OUT = new URL('../docs/screenshots/', import.meta.url).pathname;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

async function signIn(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/auth`);
  await page.getByRole('button', { name: 'Login to Vigila' }).click();
  await page.getByLabel('Email').fill('owner@demo.test');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/home$/);
}

/** Settings → Appearance: the theme button cycles light → dark → system → light; the default is dark. */
async function switchToLight(page: Page) {
  await page.getByRole('button', { name: /^Current theme: Dark/ }).click();
  await page.getByRole('button', { name: /^Current theme: System/ }).click();
  await page.getByRole('button', { name: /^Current theme: Light/ }).waitFor();
}

// The monitored sources read replays of their outside APIs, as in the e2e journeys.
await startIbecsReplayServer(undefined, IBECS_REPLAY_PORT);
await startApifyReplayServer(undefined, APIFY_REPLAY_PORT);
await startOutsideApis();
const server = await startServer({ port: 3960, dataDir: freshDataDir(), env: OUTSIDE_APIS_ENV });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  mkdirSync(OUT, { recursive: true });
  const page = await browser.newPage({ viewport: { width: 1366, height: 860 } });
  await page.goto(`${server.url}/auth`);
  await page.getByRole('button', { name: 'Login to Vigila' }).waitFor();
  await page.screenshot({ path: `${OUT}auth.png` });
  await signIn(page, server.url);
  await page.screenshot({ path: `${OUT}home.png` });
  await page.goto(`${server.url}/settings`);
  await page.getByText('Vigila version: 0.7.3').waitFor();
  await page.screenshot({ path: `${OUT}settings-dark.png` });
  await switchToLight(page);
  await page.screenshot({ path: `${OUT}settings-light.png` });

  const state = await page.context().storageState();
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, storageState: state });
  await phone.goto(`${server.url}/home`);
  await phone
    .getByRole('button', { name: /sidebar|menu/i })
    .first()
    .click();
  await phone.getByRole('dialog').waitFor();
  await phone.waitForTimeout(400); // let the slide-in animation finish
  await phone.screenshot({ path: `${OUT}mobile-sidebar.png` });
  await phone.close();

  // The review workflow (issue 3): real uploads through Settings, analysed by the server's jobs.
  await prepareReviewData(page, server.url);
  await reviewScreenshots(page, server.url, OUT);

  // The monitored sources (issue 4): added through Settings, read from the replayed outside APIs.
  await prepareSourceData(page, server.url);
  await sourceScreenshots(page, server.url, OUT);

  // Cases (issue 5): one case per source converted through the API, one ICSR with its E2B form filled.
  const caseIds = await prepareCaseData(page, server.url);
  await caseScreenshots(page, server.url, OUT, caseIds);

  // Team (issue 6): User Management with the invite panel and a pending invitation.
  await teamScreenshots(page, server.url, OUT);

  // Analysis (issue 10): a lay-worded ADR question with its case facts; Settings → Analysis model.
  await analysisScreenshots(page, server.url, OUT);
  console.log(`screenshots written to ${OUT}`);
} finally {
  await browser.close();
  await server.stop();
}
// The replay servers would keep the process alive.
process.exit(process.exitCode ?? 0);
