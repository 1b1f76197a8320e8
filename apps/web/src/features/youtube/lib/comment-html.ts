import DOMPurify from 'dompurify';

/** What YouTube's textDisplay uses: line breaks, emphasis and links (timestamps, URLs, mentions). */
const ALLOWED_TAGS = ['a', 'b', 'strong', 'i', 'em', 's', 'br', 'span'];

/**
 * A comment's textDisplay HTML made safe to render (the server sanitised it at import; the browser does it again
 * with DOMPurify, as for e-mail bodies). Links open in a new tab without the opener; with `links: false` (list
 * rows, where the whole row opens the detail) they become their text.
 */
export function sanitizeCommentHtml(html: string, { links = true }: { links?: boolean } = {}): string {
  const purify = DOMPurify();
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purify.sanitize(html, {
    ALLOWED_TAGS: links ? ALLOWED_TAGS : ALLOWED_TAGS.filter((tag) => tag !== 'a'),
    ALLOWED_ATTR: ['href'],
  });
}

/** The words a reader sees of sanitised HTML, to compare with the original text. */
export function visibleText(cleanHtml: string): string {
  const document = new DOMParser().parseFromString(cleanHtml.replace(/<br\s*\/?>/gi, '\n'), 'text/html');
  return document.body.textContent ?? '';
}
