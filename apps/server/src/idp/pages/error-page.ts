import { html } from './html.ts';
import { renderPage } from './layout.ts';

export interface ErrorPageOptions {
  title: string;
  message: string;
  homeUrl: string;
}

export function renderErrorPage({ title, message, homeUrl }: ErrorPageOptions): string {
  const content = html`<h1>${title}</h1>
    <p class="error" role="alert">${message}</p>
    <p><a href="${homeUrl}">Back to the app</a></p>`;
  return renderPage({ title, content });
}
