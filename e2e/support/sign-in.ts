import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './constants.ts';

/** From /auth: the app's login button, then the embedded provider's form, back to the app signed in. */
export async function signInThroughProvider(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Login to Vigila' }).click();
  await page.waitForURL(/\/oidc\//);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function expectSignedInShell(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
}
