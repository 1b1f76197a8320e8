import type { XmlElement } from '../xml-parser.ts';

/** Element lookups by local name, so a prefixed message (hl7:MCCI_IN200100UV01) reads like an unprefixed one. */
export const localName = (element: XmlElement): string => element.name.slice(element.name.indexOf(':') + 1);

export function kids(element: XmlElement | undefined, name: string): XmlElement[] {
  return element === undefined ? [] : element.children.filter((child) => localName(child) === name);
}

export function kid(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element?.children.find((child) => localName(child) === name);
}

/** Follows a path of child names, taking the first match at each step. */
export function at(element: XmlElement | undefined, ...path: string[]): XmlElement | undefined {
  return path.reduce<XmlElement | undefined>((current, name) => kid(current, name), element);
}

/** Every descendant (document order) with the name, optionally filtered. */
export function descendants(
  element: XmlElement | undefined,
  name: string,
  where: (found: XmlElement) => boolean = () => true,
): XmlElement[] {
  if (element === undefined) return [];
  const found: XmlElement[] = [];
  const visit = (node: XmlElement) => {
    for (const child of node.children) {
      if (localName(child) === name && where(child)) found.push(child);
      visit(child);
    }
  };
  visit(element);
  return found;
}

export function attr(element: XmlElement | undefined, name: string): string | undefined {
  const value = element?.attributes[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

export function text(element: XmlElement | undefined): string | undefined {
  const value = element?.text.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** The code attribute of an element's <code> child. */
export const codeOf = (element: XmlElement | undefined): string | undefined =>
  attr(kid(element, 'code'), 'code');
