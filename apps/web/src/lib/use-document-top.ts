import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's distance from the top of the document, kept current when content above it changes height
 * (a filter panel opening). The window virtualiser needs it as its scroll margin.
 */
export function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The observer reports once right away, then on every layout change of the page.
    const observer = new ResizeObserver(() => setTop(element.getBoundingClientRect().top + window.scrollY));
    observer.observe(document.body);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}
