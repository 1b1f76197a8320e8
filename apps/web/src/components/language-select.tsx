import { LANGUAGES, type Language } from '@vigila/domain';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/index.ts';
import { chooseLanguage } from '@/lib/account-preferences.ts';
import { usePreferences } from '@/lib/preferences-store.ts';

/** The catalogue key naming each interface language. */
const LANGUAGE_LABELS = { en: 'settings.languageEnglish', es: 'settings.languageSpanish' } as const;

/**
 * The interface language, read from the persisted preferences and kept with the account too, so it follows the
 * user to another browser (Settings and Profile both offer it).
 */
export function LanguageSelect({
  id,
  describedBy,
  className,
}: {
  id: string;
  describedBy?: string;
  className?: string;
}) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  return (
    <select
      id={id}
      aria-describedby={describedBy}
      value={language}
      onChange={(event) => chooseLanguage(event.target.value as Language)}
      className={cn(
        'h-9 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40',
        className,
      )}
    >
      {LANGUAGES.map((code) => (
        <option key={code} value={code} lang={code}>
          {t(LANGUAGE_LABELS[code])}
        </option>
      ))}
    </select>
  );
}
