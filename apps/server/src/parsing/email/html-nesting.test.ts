import { describe, expect, it } from 'vitest';
import { MAX_HTML_NESTING, nestsDeeperThan, visibleTextOfMarkup } from './html-nesting.ts';

const nested = (depth: number, tag = 'div') => `<${tag}>`.repeat(depth) + 'x' + `</${tag}>`.repeat(depth);

describe('nestsDeeperThan', () => {
  it('finds HTML nested past the limit, and not a wide or closed one', () => {
    expect(nestsDeeperThan(nested(MAX_HTML_NESTING + 1))).toBe(true);
    expect(nestsDeeperThan(nested(MAX_HTML_NESTING))).toBe(false);
    expect(nestsDeeperThan('<div>x</div>'.repeat(100_000))).toBe(false);
  });

  it('counts neither void elements, self-closed tags nor the elements a parser closes by itself', () => {
    const sloppy = '<p>para<br><img src="cid:1"><li>item<td>cell<span/>'.repeat(5_000);
    expect(nestsDeeperThan(sloppy)).toBe(false);
  });

  it('is linear on a flood of unclosed brackets', () => {
    const started = performance.now();
    expect(nestsDeeperThan('<a'.repeat(2_000_000))).toBe(false);
    expect(visibleTextOfMarkup('<a'.repeat(2_000_000))).toBe('');
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('visibleTextOfMarkup', () => {
  it('keeps the visible text with block ends as new lines, without scripts, styles or the head', () => {
    const html =
      '<html><head><title>t</title><style>p{}</style></head><body><SCRIPT>alert(1)</SCRIPT>' +
      '<p>Dear&nbsp;team,</p><div>the tablets &amp; <b>the rash</b>&#33;</div></body></html>';
    expect(visibleTextOfMarkup(html)).toBe('Dear team,\nthe tablets & the rash!');
  });

  it('reads 200,000 nested elements in a blink', () => {
    const started = performance.now();
    expect(visibleTextOfMarkup(nested(200_000))).toBe('x');
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
