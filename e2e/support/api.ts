import type { Page } from '@playwright/test';

/** A GET on the API with the page's own access token, as the SPA calls it: the answer's status and text. */
export async function apiGet(page: Page, path: string): Promise<{ status: number; body: string }> {
  return page.evaluate(async (url) => {
    const stored = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as {
      state?: { accessToken?: string };
    };
    const response = await fetch(url, {
      headers: { Authorization: `Bearer ${stored.state?.accessToken ?? ''}` },
    });
    return { status: response.status, body: await response.text() };
  }, path);
}
