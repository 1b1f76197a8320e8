export type TriageAction = 'next' | 'previous' | 'needsReview' | 'nonRelevant' | 'open';

const KEY_ACTIONS: Record<string, TriageAction> = {
  j: 'next',
  k: 'previous',
  n: 'needsReview',
  x: 'nonRelevant',
  o: 'open',
};

/** Inputs a letter key does nothing in: after ticking a filter, j/k/n/x still triage. */
const KEYLESS_INPUT_TYPES = new Set(['checkbox', 'radio', 'button', 'submit', 'reset']);

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !KEYLESS_INPUT_TYPES.has(target.type);
  return target.isContentEditable || ['TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Keyboard triage: j/k move, n = needs review, x = non-relevant, o = open. Nothing happens while typing in a
 * field, with a modifier held (browser and sidebar shortcuts keep working), or with a dialog open.
 */
export function triageKeyAction(
  event: Pick<KeyboardEvent, 'key' | 'target' | 'altKey' | 'ctrlKey' | 'metaKey'>,
): TriageAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return null;
  if (document.querySelector('[role="dialog"]')) return null;
  return KEY_ACTIONS[event.key] ?? null;
}
