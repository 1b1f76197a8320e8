import { useSyncExternalStore } from 'react';
import { resolveTheme } from '@vigila/domain';
import { usePreferences } from '../preferences-store.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToSystemTheme(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The operating-system preference, live: "System" follows it while the page is open. */
export function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(
    subscribeToSystemTheme,
    () => window.matchMedia(DARK_QUERY).matches,
    () => true,
  );
}

export function useResolvedTheme(): 'light' | 'dark' {
  const theme = usePreferences((state) => state.theme);
  return resolveTheme(theme, useSystemPrefersDark());
}

function subscribeToHydration(onChange: () => void): () => void {
  return usePreferences.persist.onFinishHydration(onChange);
}

/** False until the persisted preferences have been read; the theme picker shows 'Loading...' until then. */
export function usePreferencesHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToHydration,
    () => usePreferences.persist.hasHydrated(),
    () => false,
  );
}
