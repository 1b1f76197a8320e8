import { useCallback } from 'react';
import { translate, type MessageArgs, type MessageKey } from '@vigila/domain';
import { usePreferences } from '../preferences-store.ts';

export type Translate = <K extends MessageKey>(key: K, ...args: MessageArgs<K>) => string;

/** Translate outside React (toasts, logs shown to users): reads the current language from the store. */
export const t: Translate = (key, ...args) => translate(usePreferences.getState().language, key, ...args);

/** Translate inside components; re-renders when the language changes. */
export function useT(): Translate {
  const language = usePreferences((state) => state.language);
  return useCallback<Translate>((key, ...args) => translate(language, key, ...args), [language]);
}
