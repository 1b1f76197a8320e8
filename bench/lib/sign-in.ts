import type { Browser, BrowserContext } from '@playwright/test';

export type SignedInState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The headless Chromium the web benchmarks run (no download: the system's). */
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
};

/**
 * Signs the demo owner in through the embedded provider, as a visitor does, and returns the browser state (the
 * persisted session and the provider's cached user) for fresh contexts to start signed in.
 */
export async function signInAsDemoOwner(browser: Browser, serverUrl: string): Promise<SignedInState> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${serverUrl}/auth`);
  await page.getByRole('button', { name: 'Login to Vigila' }).click();
  await page.getByLabel('Email').fill('owner@demo.test');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/home$/);
  const state = await context.storageState();
  await context.close();
  return state;
}
