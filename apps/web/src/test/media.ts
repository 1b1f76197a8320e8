// jsdom has no matchMedia: tests steer it through `setMatchMedia` (defaults: wide screen, dark OS theme).
export const mediaState = { width: 1280, prefersDark: true };
const listeners = new Set<() => void>();

function matches(query: string): boolean {
  const max = /max-width:\s*(\d+)px/.exec(query);
  if (max) return mediaState.width <= Number(max[1]);
  if (query.includes('prefers-color-scheme: dark')) return mediaState.prefersDark;
  return false;
}

export function installMatchMedia(): void {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: (listener: () => void) => listeners.add(listener),
      removeListener: (listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}

export function setMatchMedia(next: Partial<typeof mediaState>): void {
  Object.assign(mediaState, next);
  listeners.forEach((listener) => listener());
}
