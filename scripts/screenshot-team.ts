// Team screenshots for docs/screenshots/ (called by take-screenshots.ts): Settings → User Management with the
// invite panel and a pending invitation, in the dark and the light theme.
import type { Page } from '@playwright/test';
import { api, useTheme } from './screenshot-support.ts';

async function invite(page: Page, email: string, roleId: string) {
  await api(page, 'POST', '/api/org/invite', {
    inviteeEmail: email,
    roles: [roleId],
    sendInvitationEmail: true,
  });
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
