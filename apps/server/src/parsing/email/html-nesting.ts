/**
 * Cheap, linear looks at untrusted HTML taken before (or instead of) building a DOM from it. jsdom and DOMPurify
 * slow down far faster than the depth grows (a message of 50,000 nested <div>s took 23 s to sanitise, 200,000 took
 * minutes), while real e-mail HTML stays a few dozen levels deep.
 */

/** Elements that never hold children, so their start tag opens no level. */
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/**
 * Elements a parser closes by itself when the next one starts (an unclosed <p>, <li> or <td> is common in mail
 * written by hand): counting them would take sloppy but shallow HTML for deep HTML.
 */
const IMPLIED_END = new Set([
  'p',
  'li',
  'dt',
  'dd',
  'tr',
  'td',
  'th',
  'option',
  'optgroup',
  'tbody',
  'thead',
]);

/**
 * Deeper than this, the HTML is not shown. Chromium's parser stops nesting at 512 levels; the count here is rougher
 * (unclosed <span>s and <font>s count as open), so the limit is twice that.
 */
export const MAX_HTML_NESTING = 1024;

const isNameChar = (code: number) =>
  (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 45;

/**
 * Whether the elements of `html` nest deeper than `limit`, by counting start and end tags (an estimate: a browser
 * closes some elements itself). One pass with indexOf, no regular expression that could backtrack.
 */
export function nestsDeeperThan(html: string, limit = MAX_HTML_NESTING): boolean {
  let depth = 0;
  let at = html.indexOf('<');
  while (at !== -1) {
    const closing = html.charCodeAt(at + 1) === 47; // '/'
    let end = at + (closing ? 2 : 1);
    while (end < html.length && isNameChar(html.charCodeAt(end))) end += 1;
    const name = html.slice(at + (closing ? 2 : 1), end).toLowerCase();
    const close = html.indexOf('>', end);
    if (close === -1) return false; // no tag can end after this point
    const selfClosing = html.charCodeAt(close - 1) === 47;
    if (name !== '' && !VOID_ELEMENTS.has(name) && !IMPLIED_END.has(name) && !selfClosing) {
      depth = closing ? Math.max(0, depth - 1) : depth + 1;
      if (depth > limit) return true;
    }
    at = html.indexOf('<', close + 1);
  }
  return false;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,6});/gi, (whole, entity: string) => {
    if (entity.startsWith('#')) {
      const code =
        entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

const BLOCKS = new Set([
  'br',
  'p',
  'div',
  'tr',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'blockquote',
]);
const HIDDEN = ['script', 'style', 'head', 'title'];

/** Where the end tag of `name` after `from` closes (the string's end without one); each '</' is looked at once. */
function endOfElement(html: string, name: string, from: number): number {
  let at = html.indexOf('</', from);
  while (at !== -1) {
    if (html.slice(at + 2, at + 2 + name.length).toLowerCase() === name) {
      const close = html.indexOf('>', at);
      return close === -1 ? html.length - 1 : close;
    }
    at = html.indexOf('</', at + 2);
  }
  return html.length - 1;
}

/**
 * The visible text of HTML that is not rendered (too deep or too slow to sanitise): tags out, block ends as new
 * lines, the content of script/style/head skipped, common entities decoded. Linear, like nestsDeeperThan.
 */
export function visibleTextOfMarkup(html: string): string {
  const parts: string[] = [];
  let from = 0;
  let at = html.indexOf('<');
  while (at !== -1) {
    parts.push(html.slice(from, at));
    const closing = html.charCodeAt(at + 1) === 47;
    let end = at + (closing ? 2 : 1);
    while (end < html.length && isNameChar(html.charCodeAt(end))) end += 1;
    const name = html.slice(at + (closing ? 2 : 1), end).toLowerCase();
    let close = html.indexOf('>', end);
    if (close === -1) {
      from = html.length;
      break;
    }
    if (BLOCKS.has(name)) parts.push('\n');
    if (!closing && HIDDEN.includes(name)) close = endOfElement(html, name, close);
    from = close + 1;
    at = html.indexOf('<', from);
  }
  parts.push(html.slice(from));
  return decodeEntities(parts.join(''))
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n\s*/g, '\n')
    .trim();
}
