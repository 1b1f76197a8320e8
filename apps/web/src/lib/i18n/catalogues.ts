import { enEveryPage, type Catalogue, type Language } from '@vigila/domain';
import { create } from 'zustand';

/**
 * The message catalogues the browser has. English is always there; Spanish is its own chunk, fetched when the
 * interface is Spanish, so the sign-in page does not carry a second copy of every string (bundle budget).
 */
interface CatalogueState {
  loaded: Partial<Record<Language, Catalogue>>;
}

/**
 * English as every page starts with it: without the texts of the pages that add their own when their code loads
 * (`addEnglishTexts`): the case form's labels, half of the catalogue (features/cases/lib/case-form-texts.ts), and
 * Home, Vector search, PSUR and Custom Report (each feature's lib/*-texts.ts).
 */
const english = enEveryPage as Catalogue;

export const useCatalogues = create<CatalogueState>(() => ({ loaded: { en: english } }));

const loaders: Record<Exclude<Language, 'en'>, () => Promise<Catalogue>> = {
  es: () => import('@vigila/domain/messages/es').then((module) => module.loadSpanish()),
};

const pending = new Map<Language, Promise<void>>();

/** Fetches a language's catalogue once; resolves when it can be used. */
export function loadCatalogue(language: Language): Promise<void> {
  if (language === 'en' || useCatalogues.getState().loaded[language]) return Promise.resolve();
  const running = pending.get(language);
  if (running) return running;
  const loading = loaders[language]()
    .then((catalogue) => registerCatalogue(language, catalogue))
    .finally(() => pending.delete(language));
  pending.set(language, loading);
  return loading;
}

/** Makes a catalogue available at once (tests, and the loader above). */
export function registerCatalogue(language: Language, catalogue: Catalogue): void {
  useCatalogues.setState((state) => ({ loaded: { ...state.loaded, [language]: catalogue } }));
}

/** Adds a part of the English catalogue that the page did not start with (a page's own texts). */
export function addEnglishTexts(texts: Partial<Catalogue>): void {
  useCatalogues.setState((state) => ({
    loaded: { ...state.loaded, en: { ...(state.loaded.en ?? english), ...texts } },
  }));
}

/** The catalogue of a language, or English until it has arrived. */
export function catalogueFor(language: Language): Catalogue {
  return useCatalogues.getState().loaded[language] ?? english;
}

/** The language `catalogueFor(language)` answers in: English until the language's catalogue has arrived. */
export function languageOfCatalogue(language: Language): Language {
  return useCatalogues.getState().loaded[language] ? language : 'en';
}
