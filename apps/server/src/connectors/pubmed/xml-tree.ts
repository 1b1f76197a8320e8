import { XMLParser } from 'fast-xml-parser';
import { PubMedError } from './pubmed-error.ts';

/** Elements that may repeat: always arrays, so one author or one id reads the same as many. */
const ALWAYS_ARRAY = new Set([
  'PubmedArticle',
  'Author',
  'AbstractText',
  'ArticleId',
  'ELocationID',
  'Id',
  'Language',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // PMIDs and years stay strings ("0123" must not lose its zero, nor a DOI become a number).
  parseTagValue: false,
  parseAttributeValue: false,
  // Inline markup in titles and abstracts stays raw text, flattened by plainText.
  stopNodes: ['*.ArticleTitle', '*.AbstractText', '*.VernacularTitle'],
  isArray: (name) => ALWAYS_ARRAY.has(name),
});

export type XmlNode = Record<string, unknown>;

/**
 * Parses an E-utilities body. A web page (NCBI answers some failures with HTML and status 200) is an error, not
 * an empty result; so is text that is not XML at all.
 */
export function parseXml(text: string, what: string): XmlNode {
  const start = text.trimStart().slice(0, 200).toLowerCase();
  if (start.startsWith('<html') || start.includes('<!doctype html') || start.startsWith('<head')) {
    throw new PubMedError(`PubMed ${what} returned an HTML page instead of XML`, snippet(text));
  }
  let tree: unknown;
  try {
    tree = parser.parse(text);
  } catch (error) {
    throw new PubMedError(`PubMed ${what} returned unreadable XML`, snippet(text), { cause: error });
  }
  if (!isNode(tree)) throw new PubMedError(`PubMed ${what} returned no XML`, snippet(text));
  return tree;
}

export function snippet(text: string): string {
  return text.slice(0, 300);
}

export function isNode(value: unknown): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function child(node: unknown, name: string): XmlNode | undefined {
  if (!isNode(node)) return undefined;
  const value = node[name];
  return isNode(value) ? value : undefined;
}

/** Raw value (string, node or array) of a child element. */
export function value(node: unknown, name: string): unknown {
  return isNode(node) ? node[name] : undefined;
}

export function list(node: unknown, name: string): unknown[] {
  const found = value(node, name);
  if (found === undefined || found === null) return [];
  return Array.isArray(found) ? found : [found];
}
