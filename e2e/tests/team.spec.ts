import { expect, test, type Page } from '@playwright/test';
import { apiGet } from '../support/api.ts';
import { seriousViolations, THEMES, useTheme } from '../support/axe.ts';

const INVITEE = { email: 'nadia.novak@example.test', name: 'Nadia Novak', password: 'invited-password-42' };

/** The status the API answers the page's own user. */
async function apiStatus(page: Page, path: string): Promise<number> {
  return (await apiGet(page, path)).status;
}

function memberRow(page: Page, name: string) {
  return page.getByRole('table', { name: 'Members' }).getByRole('row').filter({ hasText: name });
}

test('an owner invites a new address, the invitee signs up, and the owner changes the role and removes them', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(120_000);
  let invitationUrl = '';

  await test.step('the owner invites the address as a manager', async () => {
    await page.goto('/settings');
    await expect(page.getByRole('table', { name: 'Members' })).toBeVisible();
    await expect(memberRow(page, 'owner@demo.test')).toHaveCount(1);
    await page.getByRole('button', { name: /Invite a member/ }).click();
    const email = page.getByLabel('Email address');
    const invite = page.getByRole('button', { name: 'Invite', exact: true });
    await email.fill('not-an-address');
    await expect(invite).toBeDisabled();
    await email.fill(INVITEE.email);
    await expect(page.getByLabel('Role', { exact: true })).toHaveValue('rol_technician'); // the default
    await page.getByLabel('Role', { exact: true }).selectOption('rol_manager');
    const sent = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/org/invite'),
    );
    await invite.click();
    const answer = (await (await sent).json()) as { invitation: { invitation_url: string } };
    invitationUrl = answer.invitation.invitation_url;
    // The e2e server has no SMTP_URL: the e-mail stays in its outbox, so the toast says to copy the link.
    await expect(page.getByText('Invitation created — copy the link')).toBeVisible();
    await expect(email).toBeHidden(); // the panel closed
    expect(invitationUrl).toMatch(
      /\/auth\?invitation=[\w-]+&organization=.+&organization_name=Demo\+Pharma$/,
    );
  });

  await test.step('the pending list shows it and copies the same link', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: /Pending invitations/ }).click();
    const row = page.getByRole('table', { name: 'Pending invitations' }).getByRole('row').filter({
      hasText: INVITEE.email,
    });
    await expect(row).toContainText('Manager');
    await row.getByRole('button', { name: `Copy invitation URL for ${INVITEE.email}` }).click();
    await expect(page.getByText('Invitation URL copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(invitationUrl);
  });

  const invitee = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const inviteePage = await invitee.newPage();
  await test.step('the invitation link, in a fresh browser, leads to sign-up for the invited address', async () => {
    await inviteePage.goto(invitationUrl);
    await expect(inviteePage.getByText('Processing invitation')).toBeVisible();
    await expect(inviteePage.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(inviteePage.getByText('Join Demo Pharma on Vigila.')).toBeVisible();
    await expect(inviteePage.getByLabel('Email')).toHaveValue(INVITEE.email);
    await inviteePage.getByLabel('Name').fill(INVITEE.name);
    await inviteePage.getByLabel('Password', { exact: true }).fill(INVITEE.password);
    await inviteePage.getByLabel('Confirm password').fill(INVITEE.password);
    await inviteePage.getByRole('button', { name: 'Create account' }).click();
    await expect(inviteePage).toHaveURL(/\/home$/, { timeout: 20_000 });
    await expect(inviteePage.getByText('Demo Pharma').first()).toBeVisible();
    expect(await apiStatus(inviteePage, '/api/emails')).toBe(200);
  });

  await test.step('the link cannot be used twice', async () => {
    const again = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const againPage = await again.newPage();
    await againPage.goto(invitationUrl);
    await expect(againPage.getByRole('heading', { name: 'Invitation cannot be used' })).toBeVisible();
    await expect(againPage.getByText('This invitation has already been used.')).toBeVisible();
    await again.close();
  });

  await test.step('the new member is listed with the invited role, and the invitation is no longer pending', async () => {
    await page.reload();
    await expect(memberRow(page, INVITEE.name)).toContainText('Manager');
    await page.getByRole('button', { name: /Pending invitations/ }).click();
    await expect(page.getByText(INVITEE.email, { exact: true })).toHaveCount(1); // only in the members table
  });

  await test.step('the owner makes the member a technician', async () => {
    await memberRow(page, INVITEE.name)
      .getByRole('button', { name: `Edit roles of ${INVITEE.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Edit roles of ${INVITEE.name}` });
    await dialog.getByRole('switch', { name: 'Manager' }).click();
    await dialog.getByRole('switch', { name: 'Technician' }).click();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/org/change-role'));
    await dialog.getByRole('button', { name: 'Save roles' }).click();
    expect(JSON.parse((await saved).request().postData() ?? '{}')).toMatchObject({
      roles: [{ name: 'technician' }],
    });
    await expect(page.getByText('Roles updated successfully')).toBeVisible();
    await expect(memberRow(page, INVITEE.name).getByRole('list', { name: 'Roles' })).toHaveText('Technician');
    // The server now refuses member management to them.
    expect(
      await apiStatus(
        inviteePage,
        `/api/org/${new URL(invitationUrl).searchParams.get('organization') ?? ''}/invitations`,
      ),
    ).toBe(403);
  });

  await test.step('the owner removes the member, who loses access at once', async () => {
    await memberRow(page, INVITEE.name)
      .getByRole('button', { name: `Remove ${INVITEE.name}` })
      .click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('This action cannot be undone');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Member deleted successfully')).toBeVisible();
    await expect(memberRow(page, INVITEE.name)).toHaveCount(0);
    // Their access token is still unexpired, but the database no longer has the membership.
    expect(await apiStatus(inviteePage, '/api/emails')).toBe(403);
  });
  await invitee.close();
});

for (const theme of THEMES) {
  test(`user management has no serious or critical accessibility violation (${theme} theme)`, async ({
    page,
  }) => {
    await useTheme(page, theme);
    await page.goto('/settings');
    await expect(page.getByRole('table', { name: 'Members' })).toBeVisible();
    await page.getByRole('button', { name: /Invite a member/ }).click();
    await page.getByRole('button', { name: /Pending invitations/ }).click();
    await expect(page.getByLabel('Email address')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
