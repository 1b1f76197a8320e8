import { describe, expect, it } from 'vitest';
import { INVALID_CREDENTIALS_MESSAGE, renderLoginPage } from './login-page.ts';
import { renderErrorPage } from './error-page.ts';
import { renderLogoutPage } from './logout-page.ts';

const demo = { accounts: [{ email: 'owner@demo.test', role: 'owner' }], password: 'demo-password' };

describe('sign-in page', () => {
  it('has a language, labelled fields and the product frame', () => {
    const page = renderLoginPage({ action: '/oidc/interaction/u1/login' });
    expect(page.startsWith('<!doctype html>')).toBe(true);
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<label for="email">Email</label>');
    expect(page).toContain('id="email"');
    expect(page).toContain('<label for="password">Password</label>');
    expect(page).toContain('id="password"');
    expect(page).toContain('Vigila');
    expect(page).toContain('Streamline pharmacovigilance');
    expect(page).toContain('action="/oidc/interaction/u1/login"');
    // No external assets: no scripts or images, and links only to inline data.
    expect(page).not.toMatch(/<(script|img)\b/);
    expect([...page.matchAll(/<link\b[^>]*href="([^"]*)"/g)].every((m) => m[1]?.startsWith('data:'))).toBe(
      true,
    );
  });

  it('lists the demo accounts only when asked to', () => {
    expect(renderLoginPage({ action: '/a' })).not.toContain('Demo accounts');
    const page = renderLoginPage({ action: '/a', demo });
    expect(page).toContain('Demo accounts');
    expect(page).toContain('owner@demo.test');
    expect(page).toContain('demo-password');
  });

  it('shows the error as an alert and escapes what the user typed', () => {
    const page = renderLoginPage({
      action: '/a?x=1&y="2"',
      email: '"><script>alert(1)</script>',
      error: INVALID_CREDENTIALS_MESSAGE,
    });
    expect(page).toContain('role="alert"');
    expect(page).toContain('Invalid email or password');
    expect(page).toContain('aria-invalid="true"');
    expect(page).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(page).toContain('action="/a?x=1&amp;y=&quot;2&quot;"');
    expect(page).not.toContain('<script>alert(1)');
  });
});

describe('sign-in page for an invitation', () => {
  it('says which organisation the sign-in joins and keeps the invited address', () => {
    const page = renderLoginPage({ action: '/a', email: 'ana@example.test', joinOrganisation: 'Acme & Co' });
    expect(page).toContain('<p class="lead">Sign in to join Acme &amp; Co</p>');
    expect(page).toContain('value="ana@example.test"');
    expect(renderLoginPage({ action: '/a' })).toContain('Use your Vigila account to continue.');
  });
});

describe('other provider pages', () => {
  it('escapes error details', () => {
    const page = renderErrorPage({ title: 'Oops', message: '<b>bad</b>', homeUrl: 'http://x.test/' });
    expect(page).toContain('&lt;b&gt;bad&lt;/b&gt;');
    expect(page).toContain('href="http://x.test/"');
    expect(page).toContain('Back to the app');
  });

  it('links elsewhere when asked to', () => {
    const link = { href: 'http://x.test/auth', label: 'Go to sign-in' };
    const page = renderErrorPage({ title: 'Oops', message: 'm', homeUrl: 'http://x.test/', link });
    expect(page).toContain('<a href="http://x.test/auth">Go to sign-in</a>');
    expect(page).not.toContain('Back to the app');
  });

  it('submits the provider logout form by itself, with a button as fallback', () => {
    const form = '<form id="op.logoutForm" method="post" action="/oidc/session/end/confirm"></form>';
    const page = renderLogoutPage(form);
    expect(page).toContain(form);
    expect(page).toContain('form.submit()');
    expect(page).toMatch(/<button[^>]*form="op.logoutForm"[^>]*name="logout"[^>]*value="yes"/);
  });
});
