import type { LiteratureDatabase } from '@vigila/domain';
import type { SourceRecord } from './source-record.ts';

/** The fields PubMed and IBECS articles share (both connectors give at least these). */
export interface LiteratureArticle {
  id: string;
  title: string;
  authors: string[];
  year: number | null;
  abstract: string | null;
  journal?: string | null;
  language: string | null;
  url: string;
  full_text_url: string[];
}

/**
 * An article as a literature item (stored as presentLiterature in literature.ts reads it): source_key = the term that found it
 * first, text = title and abstract (what the analysis reads), published_at = 1 January of its year, or `now` when
 * the record has none, so lists sort newest first without inventing a day.
 */
export function literatureRecord(
  article: LiteratureArticle,
  term: string,
  database: LiteratureDatabase,
  now: Date,
): SourceRecord {
  return {
    source: 'literature',
    sourceKey: term,
    externalId: article.id,
    author: article.authors.join(', ') || null,
    title: article.title,
    text: [article.title, article.abstract].filter(Boolean).join('\n\n'),
    url: article.url,
    publishedAt: article.year ? new Date(Date.UTC(article.year, 0, 1)) : now,
    language: article.language,
    data: {
      authors: article.authors,
      year: article.year,
      abstract: article.abstract,
      journal: article.journal ?? null,
      full_text_url: article.full_text_url,
      search_terms: [term],
      database,
    },
  };
}
