// What the screenshot scripts share: the theme of the next page load, and API calls with the page's own token.
import type { Page } from '@playwright/test';

export type Json = Record<string, unknown>;

/** Stores the theme (and English) in the app's persisted preferences; the next page load starts with it. */
export async function useTheme(page: Page, theme: 'dark' | 'light') {
  await page.evaluate((value) => {
    localStorage.setItem(
      'vigila-preferences',
      JSON.stringify({ state: { theme: value, language: 'en' }, version: 0 }),
    );
  }, theme);
}

/** Calls the API with the signed-in user's access token, as the SPA does. */
export async function api(page: Page, method: string, path: string, body?: Json): Promise<Json> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const stored = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as {
        state?: { accessToken?: string };
      };
      const response = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${stored.state?.accessToken ?? ''}`,
          'Content-Type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as Record<string, unknown>;
    },
    { method, path, body },
  );
}
