import { useCallback, useEffect } from 'react';
import { formatMessage, type MessageArgs, type MessageKey } from '@vigila/domain';
import { usePreferences } from '../preferences-store.ts';
import { catalogueFor, languageOfCatalogue, loadCatalogue, useCatalogues } from './catalogues.ts';

export type Translate = <K extends MessageKey>(key: K, ...args: MessageArgs<K>) => string;

export { loadCatalogue } from './catalogues.ts';
export { apiErrorMessage } from './api-error-message.ts';

/** Translate outside React (toasts, logs shown to users): reads the current language from the store. */
export const t: Translate = (key, ...args) => {
  const [params] = args;
  const language = usePreferences.getState().language;
  return formatMessage(catalogueFor(language)[key], params, languageOfCatalogue(language));
};

/** Translate inside components; re-renders when the language (or its catalogue, once fetched) changes. */
export function useT(): Translate {
  const language = usePreferences((state) => state.language);
  const catalogue = useCatalogues((state) => state.loaded[language]);
  useEffect(() => {
    if (catalogue === undefined) void loadCatalogue(language);
  }, [catalogue, language]);
  return useCallback<Translate>(
    (key, ...args) => {
      const [params] = args;
      // Until the language's catalogue arrives the English text shows, with English plurals and numbers.
      return formatMessage((catalogue ?? catalogueFor('en'))[key], params, catalogue ? language : 'en');
    },
    [catalogue, language],
  );
}
