import { PRODUCT_NAME } from '@vigila/domain';
import { html } from './html.ts';
import { renderPage } from './layout.ts';

/** The one message for any failed sign-in, so the page never tells which e-mail addresses have accounts. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

export interface DemoAccountHint {
  email: string;
  role: string;
}

export interface LoginPageOptions {
  /** Where the form posts. */
  action: string;
  email?: string;
  error?: string;
  /** The organisation an invitation leads to: the page says the sign-in joins it. */
  joinOrganisation?: string;
  /** Listed only while the demo organisation exists. */
  demo?: { accounts: readonly DemoAccountHint[]; password: string };
}

function renderDemoBox(demo: NonNullable<LoginPageOptions['demo']>) {
  return html`<section class="demo" aria-labelledby="demo-accounts-title">
    <h2 id="demo-accounts-title">Demo accounts</h2>
    <ul>
      ${demo.accounts.map((account) => html`<li><code>${account.email}</code> (${account.role})</li>`)}
    </ul>
    <p>Password for all: <code>${demo.password}</code></p>
  </section>`;
}

export function renderLoginPage({ action, email, error, joinOrganisation, demo }: LoginPageOptions): string {
  const lead = joinOrganisation
    ? `Sign in to join ${joinOrganisation}`
    : `Use your ${PRODUCT_NAME} account to continue.`;
  const content = html`<h1>Sign in</h1>
    <p class="lead">${lead}</p>
    ${error ? html`<p class="error" role="alert" id="sign-in-error">${error}</p>` : null}
    <form method="post" action="${action}" novalidate>
      <label for="email">Email</label>
      <input
        id="email"
        name="email"
        type="email"
        autocomplete="username"
        required
        autofocus
        value="${email ?? ''}"
        ${error ? html`aria-describedby="sign-in-error" aria-invalid="true"` : null}
      />
      <label for="password">Password</label>
      <input
        id="password"
        name="password"
        type="password"
        autocomplete="current-password"
        required
        ${error ? html`aria-describedby="sign-in-error" aria-invalid="true"` : null}
      />
      <button type="submit">Sign in</button>
    </form>
    ${demo ? renderDemoBox(demo) : null}`;
  return renderPage({ title: 'Sign in', content });
}
