import type { XmlElement } from '../xml-parser.ts';
import { evaluateFdaXPath, parseFdaXPath, type FdaXPath } from './fda-xpath.ts';
import { R3_ELEMENT_FACTS, type R3ElementFact } from './r3-element-facts.ts';

/** FDA's XPath of each data element, parsed once; what the checker and FDA's business rules read a file with. */
const parsed = new Map<string, FdaXPath | null>();
export function xpathOf(fact: R3ElementFact): FdaXPath | null {
  if (!parsed.has(fact.xpath)) {
    try {
      parsed.set(fact.xpath, parseFdaXPath(fact.xpath));
    } catch {
      // A path outside the supported subset is not checked rather than checked wrongly.
      parsed.set(fact.xpath, null);
    }
  }
  return parsed.get(fact.xpath) ?? null;
}

/** Whether the element exists at all (a nullFlavor element counts as given). */
export function present(root: XmlElement, xpath: FdaXPath): boolean {
  const { attribute: _attribute, ...element } = xpath;
  return (
    evaluateFdaXPath(root, { ...element, offset: 1 }).length > 0 || evaluateFdaXPath(root, xpath).length > 0
  );
}

const pathOfElement = (element: string): FdaXPath | null => {
  const fact = R3_ELEMENT_FACTS.find((candidate) => candidate.element === element);
  return fact === undefined ? null : xpathOf(fact);
};

/** The first value of a data element, undefined when absent or given only as a null flavour. */
export function firstValue(root: XmlElement, element: string): string | undefined {
  const xpath = pathOfElement(element);
  return xpath === null ? undefined : evaluateFdaXPath(root, xpath)[0]?.value;
}

/** Whether a data element is there with a null flavour instead of a value. */
export function onlyNullFlavor(root: XmlElement, element: string): boolean {
  const xpath = pathOfElement(element);
  return xpath !== null && firstValue(root, element) === undefined && present(root, xpath);
}
