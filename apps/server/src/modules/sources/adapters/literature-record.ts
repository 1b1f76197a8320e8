import type { LiteratureDatabase } from '@vigila/domain';
import { firstInstantOf, type PublicationDate } from '../../../connectors/publication-date.ts';
import type { SourceRecord } from './source-record.ts';

/** The fields PubMed and IBECS articles share (both connectors give at least these). */
export interface LiteratureArticle {
  id: string;
  title: string;
  authors: string[];
  /** When it was published, at the database's precision; its year is the one the article shows (data.year). */
  published: PublicationDate | null;
  abstract: string | null;
  journal?: string | null;
  language: string | null;
  url: string;
  full_text_url: string[];
}

/**
 * An article as a literature item (stored as presentLiterature in literature.ts reads it): source_key = the term that found it
 * first, text = title and abstract (what the analysis reads), published_at = the first day its publication date can
 * mean (the day, else the 1st of the month, else 1 January), or `now` when the record has none: lists sort newest
 * first and filter by date without inventing a day, and a year's articles do not all tie on 1 January.
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
    publishedAt: article.published ? firstInstantOf(article.published) : now,
    language: article.language,
    data: {
      authors: article.authors,
      year: article.published?.year ?? null,
      abstract: article.abstract,
      journal: article.journal ?? null,
      full_text_url: article.full_text_url,
      search_terms: [term],
      database,
    },
  };
}
