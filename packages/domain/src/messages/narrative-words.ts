import type { CodeListName } from '../cases/case-fields.ts';
import type { NarrativeWords } from '../cases/narrative-words.ts';
import type { Language } from '../constants.ts';
import { formatMessage, type Catalogue } from './catalogue.ts';

/** The narrative's words in `language`, from that language's catalogue (the server drafts in the reader's). */
export function narrativeWordsOf(catalogue: Catalogue, language: Language): NarrativeWords {
  const texts: Readonly<Record<string, string>> = catalogue;
  return {
    language,
    say: (key, params) => formatMessage(catalogue[key], params, language),
    codeName: (list: CodeListName, code: string) => texts[`e2b.code.${list}.${code}`] ?? code,
  };
}
