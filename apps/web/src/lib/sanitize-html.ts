import DOMPurify from 'dompurify';
import type { Config } from 'dompurify';

/** E-mail bodies: DOMPurify's default allow-list, less what could restyle the page or post a form. */
export const EMAIL_HTML: Config = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
};

/** What YouTube's textDisplay uses: line breaks, emphasis and links (timestamps, URLs, mentions). */
const COMMENT_TAGS = ['a', 'b', 'strong', 'i', 'em', 's', 'br', 'span'];

/** A YouTube comment's textDisplay, links kept. */
export const COMMENT_HTML: Config = { ALLOWED_TAGS: COMMENT_TAGS, ALLOWED_ATTR: ['href'] };

/** A YouTube comment in a list row, where the whole row opens the detail: its links become their text. */
export const COMMENT_HTML_WITHOUT_LINKS: Config = {
  ALLOWED_TAGS: COMMENT_TAGS.filter((tag) => tag !== 'a'),
  ALLOWED_ATTR: ['href'],
};

/**
 * HTML from outside (an uploaded e-mail, a YouTube comment) made safe to render with one of the allow-lists
 * above. The server sanitised it on import already; the browser does it again because the page must not trust
 * what the API holds. Links that remain open in a new tab without the opener.
 */
export function sanitizeHtml(html: string, allowList: Config): string {
  // A fresh instance per call, so the hook below never leaks into another caller's DOMPurify.
  const purify = DOMPurify();
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purify.sanitize(html, allowList);
}
