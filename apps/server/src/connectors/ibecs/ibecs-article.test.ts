import { describe, expect, it } from 'vitest';
import { toIbecsArticle } from './ibecs-article.ts';

describe('toIbecsArticle', () => {
  it('maps an iAHx record to the literature fields', () => {
    const article = toIbecsArticle({
      id: 'ibc-231877',
      la: ['es'],
      ti: ['Hepatitis colestásica por amoxicilina-clavulánico', 'Cholestatic hepatitis due to amoxicillin'],
      au: ['Herrera Castillo, Beatriz', ' ', 'Prieto Vidal, Inés'],
      ab: ['Varón de 67 años con ictericia.'],
      fo: ['Gastroenterol. hepatol. (Ed. impr.);47(6): 612-615, jun.-jul. 2024.'],
      ta: ['Gastroenterol. hepatol. (Ed. impr.)'],
      da: '202406',
      ur: ['https://example.org/texto.pdf', 'not a link'],
      doi: '10.1016/j.gastrohep.2024.02.011',
    });
    expect(article).toEqual({
      id: 'ibc-231877',
      title: 'Hepatitis colestásica por amoxicilina-clavulánico',
      authors: ['Herrera Castillo, Beatriz', 'Prieto Vidal, Inés'],
      year: 2024,
      published: { year: 2024, month: 6, day: null },
      abstract: 'Varón de 67 años con ictericia.',
      journal: 'Gastroenterol. hepatol. (Ed. impr.)',
      language: 'es',
      url: 'https://pesquisa.bvsalud.org/portal/resource/es/ibc-231877',
      full_text_url: ['https://example.org/texto.pdf', 'https://doi.org/10.1016/j.gastrohep.2024.02.011'],
    });
  });

  it('keeps the title in the original language and the Spanish abstract when it is the only one', () => {
    const article = toIbecsArticle({
      id: 'ibc-1',
      la: 'en',
      ti: ['Tendinopatía asociada a fluoroquinolonas'],
      ti_en: ['Tendinopathy associated with fluoroquinolones'],
      ti_es: ['Tendinopatía asociada a fluoroquinolonas'],
      ab_es: ['Se analizaron las notificaciones espontáneas.'],
    });
    expect(article?.title).toBe('Tendinopathy associated with fluoroquinolones');
    expect(article?.abstract).toBe('Se analizaron las notificaciones espontáneas.');
  });

  it('prefers the abstract in the original language over a translation', () => {
    const article = toIbecsArticle({
      id: 'ibc-2',
      la: ['es'],
      ti: 'Título',
      ab_en: ['English abstract.'],
      ab_es: ['Resumen en español.'],
    });
    expect(article?.abstract).toBe('Resumen en español.');
  });

  it('reads what is there and leaves the rest empty', () => {
    const article = toIbecsArticle({
      id: 'ibc-3',
      fo: ['Farm. hosp;48(5): 230-236, 2024.'],
      year_cluster: 2024,
    });
    expect(article).toMatchObject({
      title: '',
      authors: [],
      abstract: null,
      journal: 'Farm. hosp',
      language: null,
      year: 2024,
      published: { year: 2024, month: null, day: null },
      full_text_url: [],
    });
  });

  it('reads `da` to the day or the month it gives, and drops a month that cannot be', () => {
    const publishedOn = (da: string) => toIbecsArticle({ id: 'ibc-4', da, year_cluster: '2024' })?.published;
    expect(publishedOn('20240715')).toEqual({ year: 2024, month: 7, day: 15 });
    expect(publishedOn('202410')).toEqual({ year: 2024, month: 10, day: null });
    expect(publishedOn('2024')).toEqual({ year: 2024, month: null, day: null });
    expect(publishedOn('202400')).toEqual({ year: 2024, month: null, day: null });
    expect(publishedOn('not a date')).toEqual({ year: 2024, month: null, day: null }); // year_cluster
  });

  it('returns null for a record without an id', () => {
    expect(toIbecsArticle({ ti: ['Sin identificador'] })).toBeNull();
  });
});
