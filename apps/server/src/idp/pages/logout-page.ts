import { createHash } from 'node:crypto';
import { html, trustedHtml } from './html.ts';
import { renderPage } from './layout.ts';

/** Confirms oidc-provider's logout form by itself; a constant, so the Content-Security-Policy allows it by hash. */
const LOGOUT_SCRIPT = `(function () {
  var form = document.getElementById('op.logoutForm');
  if (!form) return;
  var input = document.createElement('input');
  input.type = 'hidden';
  input.name = 'logout';
  input.value = 'yes';
  form.appendChild(input);
  form.submit();
})();`;

/** The CSP source that allows the logout page's only script (http/security-headers.ts). */
export const LOGOUT_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(LOGOUT_SCRIPT).digest('base64')}'`;

/**
 * RP-initiated logout: oidc-provider asks for a confirmation (its form carries an anti-forgery token). The app
 * already asked the user, so the page confirms by itself; the button is the fallback without JavaScript.
 * `providerForm` is oidc-provider's own markup, hence trusted.
 */
export function renderLogoutPage(providerForm: string): string {
  const content = html`<h1>Signing out</h1>
    <p class="lead">You are being signed out…</p>
    ${trustedHtml(providerForm)}
    <button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>`;
  const tail = trustedHtml(`<script>${LOGOUT_SCRIPT}</script>`);
  return renderPage({ title: 'Signing out', content, tail });
}

export function renderSignedOutPage(homeUrl: string): string {
  const content = html`<h1>Signed out</h1>
    <p class="lead">You have been signed out.</p>
    <p><a href="${homeUrl}">Back to the app</a></p>`;
  return renderPage({ title: 'Signed out', content });
}
