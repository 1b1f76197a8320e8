/** The catalogue key naming each interface language (Settings and Profile offer the choice). */
export const LANGUAGE_LABELS = { en: 'settings.languageEnglish', es: 'settings.languageSpanish' } as const;
