import { PRODUCT_NAME } from '@vigila/domain';
import { html, trustedHtml, type SafeHtml } from './html.ts';

/**
 * The frame of every page the provider renders (sign-in, sign-out, errors): no external assets, inline CSS in
 * the product's dark-blue and teal look. Colours are chosen for WCAG AA contrast on their backgrounds.
 */
const STYLES = `
:root{color-scheme:dark;--bg:#071a2e;--card:#0e2742;--line:#23476b;--text:#eaf3fa;--muted:#b9cddd;
--teal:#2dd4bf;--teal-ink:#04221f;--link:#7eead9;--danger-bg:#3a1118;--danger-line:#f87171;--danger-text:#fde2e2}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:2rem 1rem;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;line-height:1.5;
color:var(--text);background:radial-gradient(circle at 20% 0%,#0f3a57 0,var(--bg) 55%) fixed,var(--bg)}
main{width:100%;max-width:26rem}
.brand{display:flex;flex-direction:column;align-items:center;gap:.25rem;margin-bottom:1.5rem;text-align:center}
.brand svg{width:3.5rem;height:3.5rem}
.wordmark{margin:0;font-size:1.75rem;font-weight:700;letter-spacing:.02em}
.tagline{margin:0;color:var(--muted)}
.card{background:var(--card);border:1px solid var(--line);border-radius:.75rem;padding:1.75rem;
box-shadow:0 10px 30px rgba(0,0,0,.35)}
h1{margin:0 0 .25rem;font-size:1.35rem}
h2{margin:0 0 .5rem;font-size:1rem}
.lead{margin:0 0 1.25rem;color:var(--muted)}
label{display:block;margin:1rem 0 .35rem;font-weight:600}
input[type=email],input[type=password],input[type=text]{width:100%;padding:.65rem .75rem;font:inherit;
color:var(--text);background:var(--bg);border:1px solid #6f8fae;border-radius:.5rem}
input[readonly]{background:var(--card);border-style:dashed}
.hint{margin:.35rem 0 0;color:var(--muted);font-size:.9rem}
.field-error{margin:.35rem 0 0;color:#fca5a5;font-weight:600;font-size:.9rem}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid var(--teal);outline-offset:2px}
button{margin-top:1.5rem;width:100%;padding:.7rem 1rem;font:inherit;font-weight:700;color:var(--teal-ink);
background:var(--teal);border:0;border-radius:.5rem;cursor:pointer}
button:hover{background:#5eead4}
a{color:var(--link)}
.error{margin:0 0 1rem;padding:.75rem 1rem;border:1px solid var(--danger-line);border-radius:.5rem;
background:var(--danger-bg);color:var(--danger-text);font-weight:600}
.demo{margin-top:1.5rem;padding:1rem 1.25rem;border:1px dashed var(--teal);border-radius:.75rem;background:#0a2138}
.demo ul{margin:.25rem 0 .5rem;padding-left:1.1rem}
.demo p{margin:0;color:var(--muted)}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em;color:var(--text)}
`;

/** Shield with a pulse line: the product logo, drawn inline. */
const LOGO = html`<svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
  <path
    d="M32 4 8 13v17c0 15.5 10.2 27.3 24 30 13.8-2.7 24-14.5 24-30V13L32 4Z"
    fill="#0f3a57"
    stroke="#2dd4bf"
    stroke-width="3"
    stroke-linejoin="round"
  />
  <path
    d="M14 34h10l4-9 6 18 5-13 3 4h8"
    fill="none"
    stroke="#eaf3fa"
    stroke-width="3.5"
    stroke-linecap="round"
    stroke-linejoin="round"
  />
</svg>`;

/** The logo as the tab icon, inline too (otherwise the browser asks the server for /favicon.ico). */
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  LOGO.value.replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" '),
)}`;

export interface PageOptions {
  title: string;
  content: SafeHtml;
  /** Extra markup for the end of the body (e.g. an auto-submit script). */
  tail?: SafeHtml;
}

export function renderPage({ title, content, tail }: PageOptions): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · ${PRODUCT_NAME}</title>
        <link rel="icon" href="${FAVICON}" />
        <style>
          ${trustedHtml(STYLES)}
        </style>
      </head>
      <body>
        <main>
          <div class="brand">
            ${LOGO}
            <p class="wordmark">${PRODUCT_NAME}</p>
            <p class="tagline">Streamline pharmacovigilance</p>
          </div>
          <div class="card">${content}</div>
        </main>
        ${tail}
      </body>
    </html>`.value;
}
