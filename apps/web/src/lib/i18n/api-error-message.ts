import { formatMessage, isApiErrorCode } from '@vigila/domain';
import { usePreferences } from '../preferences-store.ts';
import { catalogueFor, languageOfCatalogue } from './catalogues.ts';

/**
 * What the reader sees for a failed call: the catalogue's message for the error's stable code (`apiError.<code>`)
 * in the interface language, or the server's own text when the code has none (validation details, an outside
 * service's reason, an older server without codes).
 */
export function apiErrorMessage(code: string | undefined, serverText: string): string {
  if (!isApiErrorCode(code)) return serverText;
  const language = usePreferences.getState().language;
  return formatMessage(catalogueFor(language)[`apiError.${code}`], undefined, languageOfCatalogue(language));
}
