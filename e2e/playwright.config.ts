import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { BASE_URL, PORT, SIGNED_IN_STATE } from './support/constants.ts';
import { OUTSIDE_APIS_ENV, OUTSIDE_APIS_URL } from './support/outside-apis.ts';

// One fresh data directory per run, shared with the workers through the environment (the config is
// evaluated again in every worker process).
process.env.VIGILA_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'vigila-e2e-'));

/**
 * Journeys against the real server (API, embedded OpenID provider, demo seed, built SPA) in headless Chromium.
 * The root `test:e2e` script runs `vite build` first.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  // The root test command asks for a JSON report too (PLAYWRIGHT_JSON_OUTPUT_NAME) to sum every runner.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'sign-in', testMatch: /sign-in\.setup\.ts/ },
    {
      name: 'journeys',
      testMatch: /\.spec\.ts/,
      dependencies: ['sign-in'],
      use: { storageState: SIGNED_IN_STATE },
    },
  ],
  webServer: [
    {
      // The outside APIs the connectors call (PubMed, IBECS, YouTube, Apify), replayed from recorded fixtures.
      command: 'node --import tsx support/outside-apis-main.ts',
      url: `${OUTSIDE_APIS_URL}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node --import tsx ../apps/server/src/main.ts',
      url: `${BASE_URL}/api/ready`,
      timeout: 90_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: BASE_URL,
        DATA_DIR: process.env.VIGILA_E2E_DATA_DIR,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        ...OUTSIDE_APIS_ENV,
      },
    },
  ],
});
