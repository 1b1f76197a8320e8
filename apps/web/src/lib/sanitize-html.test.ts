import { describe, expect, it } from 'vitest';
import { COMMENT_HTML, COMMENT_HTML_WITHOUT_LINKS, EMAIL_HTML, sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps an e-mail’s layout and images but drops scripts, styles, forms and handlers', () => {
    const clean = sanitizeHtml(
      '<h1 style="color:red">Hi</h1><img src="x.png" onerror="alert(1)"><script>alert(2)</script>' +
        '<form><input name="q"><button>Go</button></form><style>p{}</style><table><tr><td>1</td></tr></table>',
      EMAIL_HTML,
    );
    // A forbidden element's text stays (DOMPurify keeps content); only the element goes.
    expect(clean).toBe('<h1>Hi</h1><img src="x.png">Go<table><tbody><tr><td>1</td></tr></tbody></table>');
  });

  it('opens every remaining link in a new tab without the opener', () => {
    const clean = sanitizeHtml('<a href="https://example.org">site</a>', EMAIL_HTML);
    expect(clean).toBe('<a href="https://example.org" target="_blank" rel="noopener noreferrer">site</a>');
  });

  it('keeps only emphasis, breaks and links in a comment, and turns links into text without them', () => {
    const html = '<b>Bold</b><br><a href="https://youtu.be/x">0:42</a><img src="x.png"><h1>big</h1>';
    expect(sanitizeHtml(html, COMMENT_HTML)).toBe(
      '<b>Bold</b><br><a href="https://youtu.be/x" target="_blank" rel="noopener noreferrer">0:42</a>big',
    );
    expect(sanitizeHtml(html, COMMENT_HTML_WITHOUT_LINKS)).toBe('<b>Bold</b><br>0:42big');
  });
});
