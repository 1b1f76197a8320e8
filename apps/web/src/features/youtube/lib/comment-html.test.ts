import { describe, expect, it } from 'vitest';
import { sanitizeCommentHtml, visibleText } from './comment-html.ts';

describe('sanitizeCommentHtml', () => {
  it('drops scripts, event handlers and unsafe links, keeping the text and safe markup', () => {
    const clean = sanitizeCommentHtml(
      'Nice <b>video</b><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
    );
    expect(clean).toContain('<b>video</b>');
    expect(clean).not.toMatch(/script|onerror|img|javascript/);
  });

  it('opens links in a new tab without the opener, or flattens them to text for rows', () => {
    const html = 'See <a href="https://www.youtube.com/watch?v=abc&amp;t=42">0:42</a>';
    expect(sanitizeCommentHtml(html)).toContain('rel="noopener noreferrer"');
    expect(sanitizeCommentHtml(html)).toContain('target="_blank"');
    expect(sanitizeCommentHtml(html, { links: false })).toBe('See 0:42');
  });

  it('reads the visible text, line breaks included', () => {
    expect(visibleText('a<br>b &amp; <b>c</b>')).toBe('a\nb & c');
  });
});
