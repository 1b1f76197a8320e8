import { publicationDate, type PublicationDate } from '../publication-date.ts';
import { firstText, texts, type Doc } from './read-fields.ts';

/** One IBECS record, as the literature source stores it. */
export interface IbecsArticle {
  /** IBECS record id, e.g. "ibc-212345" (the item's external id). */
  id: string;
  title: string;
  authors: string[];
  year: number | null;
  /** `da` at its precision (day, month or year): what the lists sort and filter by. */
  published: PublicationDate | null;
  abstract: string | null;
  journal: string | null;
  /** As the API gives it, e.g. "es". */
  language: string | null;
  /** The record's page in the BVS portal. */
  url: string;
  /** Links to the full text when present (the record's links, then its DOI). */
  full_text_url: string[];
}

/** The BVS portal's page for a record; Spanish, the language of IBECS. */
export const IBECS_RECORD_URL = 'https://pesquisa.bvsalud.org/portal/resource/es/';

// Language suffixes of iAHx multilingual fields (ti_es, ab_en…), in the order we fall back to them.
const LANGUAGES = ['es', 'en', 'pt', 'fr'];

/**
 * A field in the record's own language: `<field>_<la>` when the record has it, else the untagged field (iAHx
 * puts the original first), else any language variant, Spanish first. So a title stays in its original
 * language and a Spanish abstract is kept when it is the only one.
 */
function inOriginalLanguage(doc: Doc, field: string, language: string | null): string | null {
  const own = language ? firstText(doc[`${field}_${language}`]) : null;
  if (own) return own;
  const untagged = firstText(doc[field]);
  if (untagged) return untagged;
  for (const suffix of LANGUAGES) {
    const variant = firstText(doc[`${field}_${suffix}`]);
    if (variant) return variant;
  }
  const other = Object.keys(doc).find((key) => key.startsWith(`${field}_`) && firstText(doc[key]));
  return other ? firstText(doc[other]) : null;
}

const numberOf = (digits: string | undefined) => (digits ? Number(digits) : null);

/** `da` is YYYYMMDD, YYYYMM or YYYY; year_cluster is the year alone, for a record without `da`. */
function publishedOf(doc: Doc): PublicationDate | null {
  const [, year, month, day] = /^(\d{4})(\d{2})?(\d{2})?/.exec(firstText(doc.da) ?? '') ?? [];
  const cluster = /^(\d{4})/.exec(firstText(doc.year_cluster) ?? '')?.[1];
  return (
    publicationDate(numberOf(year), numberOf(month), numberOf(day)) ?? publicationDate(numberOf(cluster))
  );
}

/** The journal's title abbreviation, else the title part of the source line ("Rev. Esp. X;71(2): 85-92, 2024"). */
function journalOf(doc: Doc): string | null {
  const abbreviation = firstText(doc.ta);
  if (abbreviation) return abbreviation;
  const source = firstText(doc.fo);
  const title = source?.split(/[;(]/)[0]?.trim();
  return title || null;
}

function fullTextLinks(doc: Doc): string[] {
  const links = texts(doc.ur).filter((url) => /^https?:\/\//i.test(url));
  for (const doi of texts(doc.doi)) {
    links.push(/^https?:\/\//i.test(doi) ? doi : `https://doi.org/${doi}`);
  }
  return [...new Set(links)];
}

/** Maps one search document; null when it has no id (it could not be stored or found again). */
export function toIbecsArticle(doc: Doc): IbecsArticle | null {
  const id = firstText(doc.id);
  if (!id) return null;
  const language = firstText(doc.la);
  const published = publishedOf(doc);
  return {
    id,
    title: inOriginalLanguage(doc, 'ti', language) ?? '',
    authors: texts(doc.au),
    year: published?.year ?? null,
    published,
    abstract: inOriginalLanguage(doc, 'ab', language),
    journal: journalOf(doc),
    language,
    url: `${IBECS_RECORD_URL}${encodeURIComponent(id)}`,
    full_text_url: fullTextLinks(doc),
  };
}
