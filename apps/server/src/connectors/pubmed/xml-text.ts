/**
 * Text of PubMed elements kept raw by the parser (`stopNodes`): titles and abstracts carry inline markup
 * (<i>, <sub>, <sup>, <b>, MathML) that must become plain text instead of splitting the element into parts.
 */

const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return safeCodePoint(Number.parseInt(name.slice(2), 16), whole);
    if (name.startsWith('#')) return safeCodePoint(Number.parseInt(name.slice(1), 10), whole);
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

/** Tags dropped, entities decoded (after, so an escaped "&lt;" is not taken for a tag), whitespace collapsed. */
export function plainText(raw: string): string {
  return decodeEntities(raw.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** A parsed node's text, whether it came as a bare string or as an object with attributes and '#text'. */
export function nodeText(node: unknown): string {
  if (typeof node === 'string') return plainText(node);
  if (typeof node === 'number') return String(node);
  if (node && typeof node === 'object' && '#text' in node) return nodeText(node['#text']);
  return '';
}

/** An attribute of a parsed node (fast-xml-parser names them '@_Name'), or null. */
export function attr(node: unknown, name: string): string | null {
  if (!node || typeof node !== 'object') return null;
  const value = (node as Record<string, unknown>)[`@_${name}`];
  return typeof value === 'string' ? value : null;
}
