import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_THEME, languageFromLocale, type Language, type Theme } from '@vigila/domain';

/** localStorage key; public/theme-init.js reads the same key to set the theme before React starts. */
export const PREFERENCES_STORAGE_KEY = 'vigila-preferences';

interface PreferencesState {
  theme: Theme;
  language: Language;
  /** The IANA time zone dates are shown in ('Europe/Madrid'); null: the browser's own. */
  timeZone: string | null;
  setTheme: (theme: Theme) => void;
  setLanguage: (language: Language) => void;
  setTimeZone: (timeZone: string | null) => void;
}

function browserLanguage(): Language {
  return languageFromLocale(typeof navigator === 'undefined' ? undefined : navigator.language);
}

/**
 * UI preferences that survive a reload: theme (default dark), language (default from the browser) and the time zone
 * dates are shown in (default the browser's).
 */
export const usePreferences = create<PreferencesState>()(
  persist(
    (set) => ({
      theme: DEFAULT_THEME,
      language: browserLanguage(),
      timeZone: null,
      setTheme: (theme) => set({ theme }),
      setLanguage: (language) => set({ language }),
      setTimeZone: (timeZone) => set({ timeZone }),
    }),
    {
      name: PREFERENCES_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ theme, language, timeZone }) => ({ theme, language, timeZone }),
    },
  ),
);
