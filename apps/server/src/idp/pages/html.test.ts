import { describe, expect, it } from 'vitest';
import { escapeHtml, html, trustedHtml } from './html.ts';

/** Prettier formats `html` templates as HTML, so compare markup without layout whitespace. */
const compact = (markup: string) => markup.replace(/>\s+</g, '><').trim();

describe('html template', () => {
  it('escapes every interpolated string', () => {
    const email = `"><script>alert('x')</script>&`;
    expect(html`<input value="${email}" />`.value).toBe(
      '<input value="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;" />',
    );
  });

  it('keeps nested templates and trusted markup as they are, and renders lists', () => {
    const items = ['a<b', 'c'].map((item) => html`<li>${item}</li>`);
    expect(
      compact(
        html`<ul>
            ${items}
          </ul>
          ${trustedHtml('<hr>')}`.value,
      ),
    ).toBe('<ul><li>a&lt;b</li><li>c</li></ul><hr>');
  });

  it('renders nothing for null, undefined and false', () => {
    expect(html`[${null}${undefined}${false}${0}]`.value).toBe('[0]');
  });

  it('escapes backticks and ampersands', () => {
    expect(escapeHtml('`&amp;`')).toBe('&#96;&amp;amp;&#96;');
  });
});
