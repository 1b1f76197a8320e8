import { COMMENT_HTML, COMMENT_HTML_WITHOUT_LINKS, sanitizeHtml } from '@/lib/sanitize-html.ts';

/**
 * A comment's textDisplay HTML made safe to render. With `links: false` (list rows, where the whole row opens
 * the detail) links become their text.
 */
export function sanitizeCommentHtml(html: string, { links = true }: { links?: boolean } = {}): string {
  return sanitizeHtml(html, links ? COMMENT_HTML : COMMENT_HTML_WITHOUT_LINKS);
}

/** The words a reader sees of sanitised HTML, to compare with the original text. */
export function visibleText(cleanHtml: string): string {
  const document = new DOMParser().parseFromString(cleanHtml.replace(/<br\s*\/?>/gi, '\n'), 'text/html');
  return document.body.textContent;
}
