import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_THEME, languageFromLocale, type Language, type Theme } from '@vigila/domain';

/** localStorage key; public/theme-init.js reads the same key to set the theme before React starts. */
export const PREFERENCES_STORAGE_KEY = 'vigila-preferences';

interface PreferencesState {
  theme: Theme;
  language: Language;
  setTheme: (theme: Theme) => void;
  setLanguage: (language: Language) => void;
}

function browserLanguage(): Language {
  return languageFromLocale(typeof navigator === 'undefined' ? undefined : navigator.language);
}

/** UI preferences that survive a reload: theme (default dark) and language (default from the browser). */
export const usePreferences = create<PreferencesState>()(
  persist(
    (set) => ({
      theme: DEFAULT_THEME,
      language: browserLanguage(),
      setTheme: (theme) => set({ theme }),
      setLanguage: (language) => set({ language }),
    }),
    {
      name: PREFERENCES_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ theme, language }) => ({ theme, language }),
    },
  ),
);
