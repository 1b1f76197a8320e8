/**
 * A small, strict XML 1.0 reader for checking generated E2B files: elements, attributes, text, CDATA,
 * comments, processing instructions and a DOCTYPE (skipped, never fetched). No namespaces, no DTD entities.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (children's text excluded), entities decoded. */
  text: string;
}

export class XmlSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(`${message} (line ${line}, column ${column})`);
    this.name = 'XmlSyntaxError';
  }
}

const NAME = /[A-Za-z_:\u00C0-\uFFEF][-A-Za-z0-9_.:\u00B7\u00C0-\uFFEF]*/y;
const SPACE = /[ \t\r\n]*/y;
// eslint-disable-next-line no-control-regex -- rejecting control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

class Reader {
  private pos = 0;
  constructor(private readonly xml: string) {}

  fail(message: string, at = this.pos): never {
    const before = this.xml.slice(0, at).split('\n');
    throw new XmlSyntaxError(message, before.length, (before.at(-1)?.length ?? 0) + 1);
  }

  get done(): boolean {
    return this.pos >= this.xml.length;
  }

  startsWith(token: string): boolean {
    return this.xml.startsWith(token, this.pos);
  }

  expect(token: string): void {
    if (!this.startsWith(token)) this.fail(`expected "${token}"`);
    this.pos += token.length;
  }

  skipSpace(): boolean {
    SPACE.lastIndex = this.pos;
    SPACE.test(this.xml);
    const moved = SPACE.lastIndex > this.pos;
    this.pos = SPACE.lastIndex;
    return moved;
  }

  name(): string {
    NAME.lastIndex = this.pos;
    const match = NAME.exec(this.xml);
    if (match === null) this.fail('expected a name');
    this.pos = NAME.lastIndex;
    return match[0];
  }

  until(token: string, what: string): string {
    const end = this.xml.indexOf(token, this.pos);
    if (end < 0) this.fail(`${what} is not closed`);
    const content = this.xml.slice(this.pos, end);
    this.pos = end + token.length;
    return content;
  }

  /** Decodes entity and character references in text or an attribute value. */
  decode(raw: string, at: number): string {
    if (FORBIDDEN.test(raw)) this.fail('control character not allowed in XML', at);
    return raw.replace(/&([^;&\s]*);?/g, (whole, ref: string) => {
      if (!whole.endsWith(';')) this.fail('"&" must be written &amp;', at);
      const predefined = PREDEFINED[ref];
      if (predefined !== undefined) return predefined;
      const numeric = /^#(?:x([0-9A-Fa-f]+)|([0-9]+))$/.exec(ref);
      if (numeric === null) this.fail(`unknown entity &${ref};`, at);
      const codePoint = numeric[1] !== undefined ? parseInt(numeric[1], 16) : Number(numeric[2]);
      const allowed =
        codePoint === 0x9 ||
        codePoint === 0xa ||
        codePoint === 0xd ||
        (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
        (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
        (codePoint >= 0x10000 && codePoint <= 0x10ffff);
      if (!allowed) this.fail(`character reference &${ref}; is not an XML character`, at);
      return String.fromCodePoint(codePoint);
    });
  }

  /** Comments, processing instructions and white space between markup. */
  skipMisc(allowDoctype: boolean): void {
    for (;;) {
      this.skipSpace();
      if (this.startsWith('<!--')) {
        this.pos += 4;
        if (this.until('-->', 'comment').includes('--')) this.fail('"--" inside a comment');
      } else if (this.startsWith('<?')) {
        this.pos += 2;
        if (this.name().toLowerCase() === 'xml') this.fail('XML declaration only allowed at the very start');
        this.until('?>', 'processing instruction');
      } else if (allowDoctype && this.startsWith('<!DOCTYPE')) {
        this.skipDoctype();
        allowDoctype = false;
      } else return;
    }
  }

  private skipDoctype(): void {
    this.expect('<!DOCTYPE');
    let quote: string | undefined;
    let depth = 0;
    while (!this.done) {
      const char = this.xml[this.pos++];
      if (quote !== undefined) {
        if (char === quote) quote = undefined;
      } else if (char === '"' || char === "'") quote = char;
      else if (char === '[') depth++;
      else if (char === ']') depth--;
      else if (char === '>' && depth === 0) return;
    }
    this.fail('DOCTYPE is not closed');
  }

  element(): XmlElement {
    this.expect('<');
    const name = this.name();
    const attributes: Record<string, string> = {};
    for (;;) {
      const spaced = this.skipSpace();
      if (this.startsWith('/>')) {
        this.pos += 2;
        return { name, attributes, children: [], text: '' };
      }
      if (this.startsWith('>')) {
        this.pos += 1;
        break;
      }
      if (!spaced) this.fail(`expected white space, ">" or "/>" in <${name}>`);
      const attribute = this.name();
      this.skipSpace();
      this.expect('=');
      this.skipSpace();
      const quote = this.xml[this.pos];
      if (quote !== '"' && quote !== "'") this.fail(`attribute ${attribute} needs a quoted value`);
      this.pos += 1;
      const at = this.pos;
      const raw = this.until(quote, `attribute ${attribute}`);
      if (raw.includes('<')) this.fail(`"<" not allowed in attribute ${attribute}`, at);
      if (attribute in attributes) this.fail(`attribute ${attribute} appears twice`, at);
      attributes[attribute] = this.decode(raw, at);
    }
    return this.content(name, attributes);
  }

  private content(name: string, attributes: Record<string, string>): XmlElement {
    const children: XmlElement[] = [];
    let text = '';
    for (;;) {
      if (this.done) this.fail(`<${name}> is not closed`);
      if (this.startsWith('</')) {
        this.pos += 2;
        const closing = this.name();
        if (closing !== name) this.fail(`</${closing}> closes <${name}>`);
        this.skipSpace();
        this.expect('>');
        return { name, attributes, children, text };
      }
      if (this.startsWith('<![CDATA[')) {
        this.pos += 9;
        const at = this.pos;
        const data = this.until(']]>', 'CDATA section');
        if (FORBIDDEN.test(data)) this.fail('control character not allowed in XML', at);
        text += data;
      } else if (this.startsWith('<!--') || this.startsWith('<?')) {
        this.skipMisc(false);
      } else if (this.startsWith('<')) {
        children.push(this.element());
      } else {
        const at = this.pos;
        const end = this.xml.indexOf('<', this.pos);
        const raw = this.xml.slice(this.pos, end < 0 ? this.xml.length : end);
        if (raw.includes(']]>')) this.fail('"]]>" must be escaped in text', at);
        this.pos += raw.length;
        text += this.decode(raw, at);
      }
    }
  }

  document(): XmlElement {
    if (this.startsWith('\uFEFF')) this.pos += 1;
    if (this.startsWith('<?xml')) this.until('?>', 'XML declaration');
    this.skipMisc(true);
    if (!this.startsWith('<')) this.fail('expected the root element');
    const root = this.element();
    this.skipMisc(false);
    if (!this.done) this.fail('content after the root element');
    return root;
  }
}

/** Parses a whole document; throws XmlSyntaxError with line and column when it is not well-formed. */
export function parseXml(xml: string): XmlElement {
  return new Reader(xml).document();
}
