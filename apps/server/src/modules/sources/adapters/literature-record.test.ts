import { describe, expect, it } from 'vitest';
import { literatureRecord, type LiteratureArticle } from './literature-record.ts';

const article: LiteratureArticle = {
  id: 'ibc-212345',
  title: 'Hepatitis colestásica por amoxicilina-clavulánico',
  authors: ['García López, Ana', 'Ruiz Pérez, Juan'],
  published: { year: 2024, month: 6, day: null },
  abstract: 'Caso clínico de una mujer de 54 años…',
  journal: 'Farm. hosp',
  language: 'es',
  url: 'https://pesquisa.bvsalud.org/portal/resource/es/ibc-212345',
  full_text_url: ['https://doi.org/10.0000/example'],
};
const now = new Date('2026-03-01T10:00:00Z');

describe('literatureRecord', () => {
  it('stores an article as the literature presenter reads it', () => {
    expect(literatureRecord(article, 'amoxicilina', 'ibecs', now)).toEqual({
      source: 'literature',
      sourceKey: 'amoxicilina',
      externalId: 'ibc-212345',
      author: 'García López, Ana, Ruiz Pérez, Juan',
      title: article.title,
      text: `${article.title}\n\nCaso clínico de una mujer de 54 años…`,
      url: article.url,
      publishedAt: new Date('2024-06-01T00:00:00Z'), // June 2024: the 1st of the month, not of the year
      language: 'es',
      data: {
        authors: article.authors,
        year: 2024,
        abstract: article.abstract,
        journal: 'Farm. hosp',
        full_text_url: article.full_text_url,
        search_terms: ['amoxicilina'],
        database: 'ibecs',
      },
    });
  });

  it('an article without abstract, year or authors: the title alone is analysed, listed at import time', () => {
    const bare = { ...article, abstract: null, published: null, authors: [] };
    const record = literatureRecord(bare, 'x', 'pubmed', now);
    expect(record).toMatchObject({
      text: article.title,
      publishedAt: now,
      author: null,
      data: { year: null },
    });
  });

  it('lists an article on its day, or on 1 January when only the year is known', () => {
    const on = (published: LiteratureArticle['published']) =>
      literatureRecord({ ...article, published }, 'x', 'ibecs', now).publishedAt;
    expect(on({ year: 2024, month: 7, day: 15 })).toEqual(new Date('2024-07-15T00:00:00Z'));
    expect(on({ year: 2024, month: null, day: null })).toEqual(new Date('2024-01-01T00:00:00Z'));
  });
});
