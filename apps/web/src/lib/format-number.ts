import { useMemo } from 'react';
import { usePreferences } from './preferences-store.ts';

/**
 * Numbers in the interface language, not the browser's: `useNumberFormat()` for counts, `useNumberFormat({ style:
 * 'percent', maximumFractionDigits: 0 })` for rates. Outside React, `formatNumber(value, language)` of the domain.
 */
export function useNumberFormat(options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const language = usePreferences((state) => state.language);
  const key = JSON.stringify(options ?? {});
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the options object's contents
  return useMemo(() => new Intl.NumberFormat(language, options), [language, key]);
}

/** Dates and times in the interface language: `useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' })`. */
export function useDateTimeFormat(options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const language = usePreferences((state) => state.language);
  const timeZone = usePreferences((state) => state.timeZone) ?? undefined;
  const key = JSON.stringify(options ?? {});
  return useMemo(
    () => new Intl.DateTimeFormat(language, { timeZone, ...options }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the options object's contents
    [language, timeZone, key],
  );
}
