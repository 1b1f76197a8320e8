import { createRequire } from 'node:module';
import type createDOMPurifyType from 'dompurify';
import type { Config } from 'dompurify';
import type { JSDOM as JsdomClass } from 'jsdom';

/**
 * E-mail HTML is hostile by default: scripts, event handlers, phishing forms, and remote images or CSS that tell
 * the sender when (and from which address) a reviewer opened the message. The server sanitises it once, before
 * storing it, and the browser sanitises again before rendering (DESIGN.md "Frontend").
 *
 * Choices:
 * - No scripts, event handlers, javascript:/vbscript: URLs, forms, frames, objects, SVG or MathML (HTML profile).
 * - No remote loads: an <img> keeps its src only for embedded images (data:image/… — mailparser inlines the
 *   message's own cid: attachments as data URLs — or an unresolved cid:). A remote src is moved to
 *   data-blocked-src, so a reader could still choose to load it, and the alt text remains. srcset, background,
 *   poster and style attributes that reference url(), image-set() or @import are dropped.
 * - No <style> elements: they would restyle the whole application page the e-mail is shown in, and can load
 *   remote fonts and images. Inline style attributes stay (most e-mail layout lives there).
 * - Links stay, and open in a new tab without referrer.
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'select',
    'textarea',
    'option',
    'video',
    'audio',
    'source',
  ],
  FORBID_ATTR: ['srcset', 'background', 'poster', 'action', 'formaction', 'ping'],
  ADD_ATTR: ['target'],
};

const EMBEDDED_IMAGE = /^(?:data:image\/(?:png|gif|jpe?g|webp|bmp);|cid:)/i;
const REMOTE_URL = /^https?:\/\//i;
// CSS that fetches something: url(), image-set(), @import, legacy expression(); escapes could hide them, so a
// backslash counts too.
const LOADING_CSS = /url\s*\(|image-set\s*\(|@import|expression\s*\(|\\/i;

// One jsdom window per process: creating one costs tens of milliseconds; sanitising reuses it.
let dom: { window: JsdomClass['window']; purifier: ReturnType<typeof createDOMPurifyType> } | null = null;

// jsdom takes 0.4 s to load, a seventh of the server's start-up: it is required (synchronously, it is CommonJS)
// the first time an e-mail or comment needs sanitising instead (decision 0014, start-up). DOMPurify, which is only
// used with it, too.
const require = createRequire(import.meta.url);

function createDom() {
  const { JSDOM } = require('jsdom') as { JSDOM: typeof JsdomClass };
  const createDOMPurify = require('dompurify') as typeof createDOMPurifyType;
  const { window } = new JSDOM('');
  const instance = createDOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (_node, event) => {
    if (event.attrName === 'style' && LOADING_CSS.test(event.attrValue)) event.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (!EMBEDDED_IMAGE.test(src)) {
        node.removeAttribute('src');
        if (REMOTE_URL.test(src)) node.setAttribute('data-blocked-src', src);
      }
    }
    if (node.tagName === 'A') {
      if (node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      } else {
        node.removeAttribute('target');
      }
    }
  });
  return { window, purifier: instance };
}

/** Sanitised HTML, or null when nothing displayable is left. */
export function sanitizeEmailHtml(html: string): string | null {
  dom ??= createDom();
  const clean = dom.purifier.sanitize(html, CONFIG).trim();
  return clean === '' ? null : clean;
}

/** The visible text of (already sanitised) HTML, for e-mails that have no text/plain part. */
export function textOfHtml(html: string): string {
  dom ??= createDom();
  const container = dom.window.document.createElement('div');
  container.innerHTML = html;
  for (const block of container.querySelectorAll('br, p, div, tr, li, h1, h2, h3, h4, h5, h6')) {
    block.append('\n');
  }
  return container.textContent
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n')
    .trim();
}
