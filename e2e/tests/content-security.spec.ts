import { expect, test, type Page } from '@playwright/test';
import { OWNER_EMAIL } from '../support/constants.ts';
import { expectSignedInShell, signInThroughProvider } from '../support/sign-in.ts';
import { uploadFlaggedEmail } from '../support/upload-email.ts';

// A fresh browser: the provider's own pages (sign-in, sign-out) are part of what the policy must allow.
test.use({ storageState: { cookies: [], origins: [] } });

/** Every Content-Security-Policy violation the page reports, from the DOM event and from the console. */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|CSP violation/i.test(text)) violations.push(`${page.url()}: ${text}`);
  });
  return violations;
}

test('the security policy lets a reviewer sign in, upload, browse, read the API docs and sign out', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const violations = await collectViolations(page);
  const documentsWithoutPolicy: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'document') return;
    const headers = response.headers();
    if (!headers['content-security-policy'] || headers['x-content-type-options'] !== 'nosniff') {
      documentsWithoutPolicy.push(response.url());
    }
  });

  await page.goto('/auth');
  await signInThroughProvider(page, OWNER_EMAIL);
  await expectSignedInShell(page);
  await uploadFlaggedEmail(page, 'adr-lay-question.eml', 'Quick question about my Lisinopril');
  await page.getByRole('link', { name: 'Quick question about my Lisinopril' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const path of ['/home', '/triage', '/cases', '/settings', '/literature', '/recordings']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui').first()).toBeVisible();

  await page.goto('/settings');
  const endSession = page.waitForRequest((request) => request.url().includes('/oidc/session/end'));
  await page.locator('footer').getByRole('button', { name: 'Logout' }).click();
  await endSession;
  await expect(page).toHaveURL(/\/auth$/);

  expect(violations).toEqual([]);
  expect(documentsWithoutPolicy).toEqual([]);
});
