/**
 * A tiny XML writer for the E2B document: elements with text or children, nothing else. Empty values are
 * dropped at construction so the document never carries empty elements (SPEC §7 "empty fields are skipped").
 */
export interface XmlNode {
  name: string;
  attributes?: Record<string, string>;
  text?: string;
  children?: XmlNode[];
}

/** XML 1.0 forbids most C0 controls, lone surrogates and U+FFFE/U+FFFF; tab, LF and CR stay. */
const FORBIDDEN_XML_CHARS =
  // eslint-disable-next-line no-control-regex -- the point of this pattern is to match control characters
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function removeForbiddenXmlChars(text: string): string {
  return text.replace(FORBIDDEN_XML_CHARS, '');
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  // A literal CR would be normalised to LF by every parser; the reference keeps it.
  '\r': '&#13;',
};

export function escapeXmlText(text: string): string {
  return removeForbiddenXmlChars(text).replace(/[&<>"'\r]/g, (char) => ESCAPES[char] ?? char);
}

/** A leaf element, or nothing when the value is empty after cleaning. */
export function leaf(name: string, value: string | number | undefined | null): XmlNode[] {
  if (value === undefined || value === null) return [];
  const text = removeForbiddenXmlChars(String(value));
  return text.trim() === '' ? [] : [{ name, text }];
}

/** A container element, or nothing when none of its children survived. */
export function group(name: string, children: XmlNode[]): XmlNode[] {
  return children.length === 0 ? [] : [{ name, children }];
}

export function serializeXml(node: XmlNode, indent = 0): string {
  const pad = '  '.repeat(indent);
  const attributes = Object.entries(node.attributes ?? {})
    .map(([name, value]) => ` ${name}="${escapeXmlText(value)}"`)
    .join('');
  if (node.children !== undefined) {
    const inner = node.children.map((child) => serializeXml(child, indent + 1)).join('');
    return `${pad}<${node.name}${attributes}>\n${inner}${pad}</${node.name}>\n`;
  }
  return `${pad}<${node.name}${attributes}>${escapeXmlText(node.text ?? '')}</${node.name}>\n`;
}
