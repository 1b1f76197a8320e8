import { html } from './html.ts';
import { renderPage } from './layout.ts';

export interface ErrorPageOptions {
  title: string;
  message: string;
  homeUrl: string;
  /** Where to go instead of the app's home, e.g. sign-in without the invitation that failed. */
  link?: { href: string; label: string };
}

export function renderErrorPage({ title, message, homeUrl, link }: ErrorPageOptions): string {
  const { href, label } = link ?? { href: homeUrl, label: 'Back to the app' };
  const content = html`<h1>${title}</h1>
    <p class="error" role="alert">${message}</p>
    <p><a href="${href}">${label}</a></p>`;
  return renderPage({ title, content });
}
