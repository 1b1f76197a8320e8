import { describe, expect, it } from 'vitest';
import { sanitizeEmailHtml, textOfHtml } from './sanitize-email-html.ts';

describe('sanitizeEmailHtml', () => {
  it('removes scripts, event handlers and javascript: links, keeping the text', () => {
    const clean = sanitizeEmailHtml(
      '<p onclick="steal()">Hello<script>alert(1)</script> <a href="javascript:alert(1)">click</a>' +
        '<a href="JaVaScRiPt:alert(2)">again</a><img src=x onerror="alert(3)"></p>',
    );
    expect(clean).toBe('<p>Hello <a>click</a><a>again</a><img></p>');
  });

  it('keeps embedded images and blocks remote ones (tracking pixels), keeping the alt text', () => {
    const clean = sanitizeEmailHtml(
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="logo">' +
        '<img src="https://track.example/open.gif?u=42" alt="pixel" width="1">' +
        '<img src="cid:part1@example"><img src="data:text/html;base64,PHNjcmlwdD4=">',
    );
    expect(clean).toBe(
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="logo">' +
        '<img alt="pixel" width="1" data-blocked-src="https://track.example/open.gif?u=42">' +
        '<img src="cid:part1@example"><img>',
    );
  });

  it('blocks the other ways HTML loads remote content: srcset, background, CSS url() and @import, <style>', () => {
    const clean = sanitizeEmailHtml(
      '<html><head><style>@import url(https://x.example/a.css); body{color:red}</style></head><body>' +
        '<table background="https://x.example/bg.png"><tr><td style="color: red">cell</td></tr></table>' +
        '<div style="background-image: url(https://x.example/bg.png)">a</div>' +
        '<div style="background: u\\72l(https://x.example/bg.png)">b</div>' +
        '<img srcset="https://x.example/2x.png 2x" alt="s"></body></html>',
    );
    expect(clean).toBe(
      '<table><tbody><tr><td style="color: red">cell</td></tr></tbody></table><div>a</div><div>b</div><img alt="s">',
    );
  });

  it('drops forms, frames, objects and SVG', () => {
    const clean = sanitizeEmailHtml(
      '<form action="https://phish.example"><input name="password"><button>Log in</button></form>' +
        '<iframe src="https://x.example"></iframe><object data="x.swf"></object>' +
        '<svg><image href="https://x.example/a.png"/></svg><p>kept</p>',
    );
    expect(clean).toBe('Log in<p>kept</p>');
  });

  it('opens links in a new tab without sending the referrer', () => {
    expect(sanitizeEmailHtml('<a href="https://www.ema.europa.eu">EMA</a><a name="top">anchor</a>')).toBe(
      '<a href="https://www.ema.europa.eu" target="_blank" rel="noopener noreferrer nofollow">EMA</a>' +
        '<a name="top">anchor</a>',
    );
  });

  it('answers null when nothing displayable is left', () => {
    expect(sanitizeEmailHtml('')).toBeNull();
    expect(sanitizeEmailHtml('<script>alert(1)</script>  ')).toBeNull();
  });
});

describe('textOfHtml', () => {
  it('gives the visible text with line breaks between blocks', () => {
    expect(textOfHtml('<p>Dear  team,</p><p>the tablets&nbsp;were <b>broken</b>.<br>Thanks</p>')).toBe(
      'Dear team,\nthe tablets were broken.\nThanks',
    );
  });
});
