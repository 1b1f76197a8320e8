import type { XmlElement } from '../xml-parser.ts';
import { localName } from './xml-query.ts';

/**
 * The XPath subset FDA's data element table uses: absolute child steps with predicates on attributes
 * ([@a='v']), positions ([1]), repeat markers ([r], [k], [i]… meaning "each"), starts-with(@a,'v'), and
 * relative paths that must exist ([code[@code='1']]); a final @attribute or text(), optionally inside
 * substring(path, n). Anything else is refused when parsed, so the checker never guesses what a path means.
 */
type Predicate =
  | { kind: 'attribute'; name: string; value: string }
  | { kind: 'startsWith'; name: string; value: string }
  | { kind: 'position'; index: number }
  | { kind: 'each' }
  | { kind: 'exists'; path: Step[] };

interface Step {
  name: string;
  predicates: Predicate[];
}

export interface FdaXPath {
  steps: Step[];
  /** The attribute the value is read from, or undefined for text(). */
  attribute?: string;
  /** substring(…, n): the value starts at character n (1-based). */
  offset: number;
}

export interface XPathValue {
  value: string;
  /** Element path of the value, for problem reports. */
  at: string;
}

function splitTopLevel(path: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let current = '';
  for (const char of path) {
    if (quote !== undefined) {
      if (char === quote) quote = undefined;
    } else if (char === "'" || char === '"') quote = char;
    else if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    if (char === separator && depth === 0 && quote === undefined) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

function parsePredicate(text: string): Predicate {
  const trimmed = text.trim();
  const attribute = /^@([\w:]+)\s*=\s*['"]([^'"]*)['"]$/.exec(trimmed);
  // The table writes some references as prose ("UUID of k-th drug"): one per entry, so any value matches.
  if (attribute !== null && /\s/.test(attribute[2] ?? '')) return { kind: 'each' };
  if (attribute !== null) return { kind: 'attribute', name: attribute[1] ?? '', value: attribute[2] ?? '' };
  const startsWith = /^starts-with\(@([\w:]+),\s*['"]([^'"]*)['"]\)$/.exec(trimmed);
  if (startsWith !== null)
    return { kind: 'startsWith', name: startsWith[1] ?? '', value: startsWith[2] ?? '' };
  if (/^\d+$/.test(trimmed)) return { kind: 'position', index: Number(trimmed) };
  if (/^[a-z]$/.test(trimmed)) return { kind: 'each' };
  return { kind: 'exists', path: splitTopLevel(trimmed, '/').map(parseStep) };
}

function parseStep(text: string): Step {
  const match = /^([A-Za-z_][\w.-]*)((?:\[.*\])*)$/.exec(text.trim());
  if (match === null) throw new Error(`unsupported XPath step "${text}"`);
  const predicates: Predicate[] = [];
  let rest = match[2] ?? '';
  while (rest.startsWith('[')) {
    let depth = 0;
    let end = 0;
    for (; end < rest.length; end++) {
      if (rest[end] === '[') depth++;
      if (rest[end] === ']' && --depth === 0) break;
    }
    predicates.push(parsePredicate(rest.slice(1, end)));
    rest = rest.slice(end + 1);
  }
  return { name: match[1] ?? '', predicates };
}

export function parseFdaXPath(xpath: string): FdaXPath {
  let path = xpath.trim();
  let offset = 1;
  const substring = /^substring\((.*),\s*(\d+)\s*\)$/.exec(path);
  if (substring !== null) {
    path = substring[1] ?? '';
    offset = Number(substring[2]);
  }
  if (!path.startsWith('/')) throw new Error(`not an absolute path: ${xpath}`);
  const parts = splitTopLevel(path.slice(1), '/');
  const last = parts.at(-1) ?? '';
  const attribute = last.startsWith('@') ? last.slice(1) : undefined;
  if (attribute !== undefined || last === 'text()') parts.pop();
  return { steps: parts.map(parseStep), ...(attribute === undefined ? {} : { attribute }), offset };
}

function matches(element: XmlElement, predicates: Predicate[]): boolean {
  return predicates.every((predicate) => {
    switch (predicate.kind) {
      case 'attribute':
        return element.attributes[predicate.name] === predicate.value;
      case 'startsWith':
        return element.attributes[predicate.name]?.startsWith(predicate.value) === true;
      case 'exists':
        return select([element], predicate.path).length > 0;
      case 'each':
      case 'position':
        return true;
    }
  });
}

function select(context: XmlElement[], steps: Step[]): XmlElement[] {
  return steps.reduce<XmlElement[]>((current, step) => {
    return current.flatMap((parent) => {
      const found = parent.children.filter(
        (child) => localName(child) === step.name && matches(child, step.predicates),
      );
      const position = step.predicates.find((predicate) => predicate.kind === 'position');
      if (position === undefined) return found;
      const picked = found[position.index - 1];
      return picked === undefined ? [] : [picked];
    });
  }, context);
}

/** The values the path selects in a document (the document element is the first step). */
export function evaluateFdaXPath(root: XmlElement, xpath: FdaXPath): XPathValue[] {
  const [first, ...rest] = xpath.steps;
  if (first === undefined || localName(root) !== first.name || !matches(root, first.predicates)) return [];
  return select([root], rest).flatMap((element) => {
    const raw = xpath.attribute === undefined ? element.text : element.attributes[xpath.attribute];
    if (raw === undefined) return [];
    return [{ value: raw.slice(xpath.offset - 1), at: localName(element) }];
  });
}
