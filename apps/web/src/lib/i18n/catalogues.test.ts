import { en, enCaseForm, enEveryPage, loadSpanish } from '@vigila/domain';
import { describe, expect, it } from 'vitest';
import { addEnglishTexts, catalogueFor, loadCatalogue, useCatalogues } from './catalogues.ts';

const es = await loadSpanish();

describe('message catalogues', () => {
  it('falls back to English until a language has arrived, then uses it', async () => {
    useCatalogues.setState({ loaded: { en } });
    expect(catalogueFor('es')['app.logout']).toBe(en['app.logout']);
    await loadCatalogue('es');
    expect(catalogueFor('es')['app.logout']).toBe(es['app.logout']);
    expect(catalogueFor('es')['app.logout']).not.toBe(en['app.logout']);
  });

  it('fetches a language once however often it is asked for', async () => {
    useCatalogues.setState({ loaded: { en } });
    const first = loadCatalogue('es');
    expect(loadCatalogue('es')).toBe(first);
    await first;
    expect(useCatalogues.getState().loaded.es).toBeDefined();
  });

  it('starts English without the case form, which the case page adds', () => {
    useCatalogues.setState({ loaded: { en: enEveryPage as typeof en } });
    expect(catalogueFor('en')['caseForm.details']).toBeUndefined();
    addEnglishTexts(enCaseForm);
    expect(catalogueFor('en')['caseForm.details']).toBe('Case Details');
    expect(catalogueFor('en')['app.logout']).toBe(en['app.logout']);
  });
});
