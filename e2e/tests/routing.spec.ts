import { expect, test } from '@playwright/test';
import { signInThroughProvider } from '../support/sign-in.ts';

test('an unknown path goes to /home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('deep links open their page inside the shell, and the Cases group is highlighted on case pages', async ({
  page,
}) => {
  await page.goto('/cases/abc123');
  // No such case: the case page answers with the spec's text (SPEC §2.9), inside the shell.
  await expect(page.getByRole('heading', { level: 1, name: 'Case not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cases', exact: true })).toHaveAttribute(
    'data-highlighted',
    'true',
  );
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('button', { name: 'Cases', exact: true })).toHaveAttribute(
    'data-highlighted',
    'false',
  );
});

test.describe('with a session of its own', () => {
  // Refresh tokens rotate: renewing with the shared signed-in state would spend the token other journeys reuse
  // (and a reused, spent token ends the grant). This journey signs in by itself.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the signed-in session survives a reload and an expired access token is renewed with the refresh token', async ({
    page,
  }) => {
    await page.goto('/auth');
    await signInThroughProvider(page, 'manager@demo.test');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    const before = await page.evaluate(() => {
      const auth = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as {
        state: { accessToken: string };
      };
      // Age both copies of the token so the app must renew it on the next load.
      const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:')) ?? '';
      const user = JSON.parse(localStorage.getItem(key) ?? '{}') as { expires_at: number };
      user.expires_at = Math.floor(Date.now() / 1000) - 10;
      localStorage.setItem(key, JSON.stringify(user));
      const stale = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as {
        state: Record<string, unknown>;
      };
      stale.state.tokenExpiration = Date.now() - 10_000;
      localStorage.setItem('auth-storage', JSON.stringify(stale));
      return auth.state.accessToken;
    });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    const after = await page.evaluate(() => {
      const auth = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as {
        state: { accessToken: string; tokenExpiration: number; user: { id: string } };
      };
      return auth.state;
    });
    expect(after.accessToken).not.toBe(before);
    expect(after.accessToken.split('.')).toHaveLength(3); // a JWT for the API
    expect(after.tokenExpiration).toBeGreaterThan(Date.now());

    const status = await page.evaluate(
      async ({ token, id }) => {
        const response = await fetch(`/api/users/${id}`, { headers: { Authorization: `Bearer ${token}` } });
        return response.status;
      },
      { token: after.accessToken, id: after.user.id },
    );
    expect(status).toBe(200);
  });
});
