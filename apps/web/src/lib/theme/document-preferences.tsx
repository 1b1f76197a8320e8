import { useEffect } from 'react';
import { usePreferences } from '../preferences-store.ts';
import { useResolvedTheme } from './use-theme.ts';

/** Keeps <html> in step with the preferences: the `dark` class, color-scheme and the `lang` attribute. */
export function DocumentPreferences(): null {
  const resolved = useResolvedTheme();
  const language = usePreferences((state) => state.language);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', resolved === 'dark');
    root.style.colorScheme = resolved;
  }, [resolved]);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return null;
}
