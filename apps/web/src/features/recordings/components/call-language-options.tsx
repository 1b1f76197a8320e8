import { CALL_LANGUAGES } from '@vigila/domain';
import { languageName } from '@/lib/format-language.ts';
import { usePreferences } from '@/lib/preferences-store.ts';

/** The languages a call may be said to be in, as options named in the interface language. */
export function CallLanguageOptions() {
  const language = usePreferences((state) => state.language);
  return CALL_LANGUAGES.map((code) => (
    <option key={code} value={code}>
      {languageName(code, language) ?? code}
    </option>
  ));
}
