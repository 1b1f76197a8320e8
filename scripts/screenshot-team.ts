// Team screenshots for docs/screenshots/ (called by take-screenshots.ts): Settings → User Management with the
// invite panel and a pending invitation, in the dark and the light theme.
import type { Page } from '@playwright/test';

async function invite(page: Page, email: string, roleId: string) {
  await page.evaluate(
    async ({ email, roleId }) => {
      const stored = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as {
        state?: { accessToken?: string };
      };
      await fetch('/api/org/invite', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${stored.state?.accessToken ?? ''}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ inviteeEmail: email, roles: [roleId], sendInvitationEmail: true }),
      });
    },
    { email, roleId },
  );
}

async function useTheme(page: Page, theme: 'dark' | 'light') {
  await page.evaluate((value) => {
    localStorage.setItem(
      'vigila-preferences',
      JSON.stringify({ state: { theme: value, language: 'en' }, version: 0 }),
    );
  }, theme);
}

export async function teamScreenshots(page: Page, baseUrl: string, out: string) {
  await page.goto(`${baseUrl}/settings`);
  await invite(page, 'new.reviewer@example.test', 'rol_manager');
  for (const theme of ['dark', 'light'] as const) {
    await useTheme(page, theme);
    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('table', { name: 'Members' }).getByRole('row').nth(4).waitFor();
    await page.getByRole('button', { name: /Invite a member/ }).click();
    await page.getByRole('button', { name: /Pending invitations/ }).click();
    await page.getByText('new.reviewer@example.test').waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${out}team-${theme}.png`, fullPage: true });
  }
}
