import { en, loadSpanish } from '@vigila/domain';
import { describe, expect, it } from 'vitest';
import { catalogueFor, loadCatalogue, useCatalogues } from './catalogues.ts';

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
});
