import type { PublicationDate } from '../publication-date.ts';
import { publicationDateOf } from './pubmed-date.ts';
import { PubMedError } from './pubmed-error.ts';
import { attr, nodeText } from './xml-text.ts';
import { child, list, parseXml, snippet, value, type XmlNode } from './xml-tree.ts';

export interface PubMedArticle {
  pmid: string;
  title: string;
  /** "Last Initials" as PubMed shows them; collective authors by their group name. */
  authors: string[];
  year: number | null;
  /** The issue date at its precision (day, month or year): what the lists sort and filter by. */
  published: PublicationDate | null;
  /** Structured abstracts keep their section labels: "BACKGROUND: …\n\nMETHODS: …". */
  abstract: string | null;
  /** MEDLINE three-letter code of the first listed language ("eng", "spa"). */
  language: string | null;
  doi: string | null;
  pmcid: string | null;
  url: string;
  full_text_url: string[];
}

export interface EsearchResult {
  count: number;
  webEnv: string | null;
  queryKey: string | null;
}

/** The E-utilities ERROR element (bad query, expired WebEnv…) as an error rather than "no results". */
function throwOnError(root: XmlNode | undefined, what: string, text: string): void {
  const message = nodeText(value(root, 'ERROR'));
  if (message) throw new PubMedError(`PubMed ${what} error: ${message}`, snippet(text));
}

export function parseEsearch(text: string): EsearchResult {
  const tree = parseXml(text, 'esearch');
  const root = child(tree, 'eSearchResult');
  throwOnError(root ?? child(tree, 'eFetchResult'), 'esearch', text);
  const count = Number(nodeText(value(root, 'Count')));
  if (!root || !Number.isInteger(count)) {
    throw new PubMedError('PubMed esearch returned no result count', snippet(text));
  }
  return {
    count,
    webEnv: nodeText(value(root, 'WebEnv')) || null,
    queryKey: nodeText(value(root, 'QueryKey')) || null,
  };
}

/** efetch db=pubmed retmode=xml. Book records (PubmedBookArticle) are not articles and are skipped. */
export function parseEfetch(text: string): PubMedArticle[] {
  const tree = parseXml(text, 'efetch');
  throwOnError(child(tree, 'eFetchResult'), 'efetch', text);
  if (!('PubmedArticleSet' in tree)) {
    throw new PubMedError('PubMed efetch returned no PubmedArticleSet', snippet(text));
  }
  return list(value(tree, 'PubmedArticleSet'), 'PubmedArticle').map(toArticle);
}

function toArticle(node: unknown): PubMedArticle {
  const citation = child(node, 'MedlineCitation');
  const article = child(citation, 'Article');
  const pmid = nodeText(value(citation, 'PMID'));
  const ids = list(child(child(node, 'PubmedData'), 'ArticleIdList'), 'ArticleId');
  const idOf = (type: string) => nodeText(ids.find((id) => attr(id, 'IdType') === type)) || null;
  const eDoi = list(article, 'ELocationID').find((id) => attr(id, 'EIdType') === 'doi');
  const doi = idOf('doi') ?? (nodeText(eDoi) || null);
  const pmcid = idOf('pmc');
  const published = publicationDateOf(article);
  const fullText: string[] = [];
  if (doi) fullText.push(`https://doi.org/${doi}`);
  if (pmcid) fullText.push(`https://pmc.ncbi.nlm.nih.gov/articles/${pmcid}/`);
  return {
    pmid,
    title: nodeText(value(article, 'ArticleTitle')) || nodeText(value(article, 'VernacularTitle')),
    authors: list(child(article, 'AuthorList'), 'Author').map(authorName).filter(Boolean),
    year: published?.year ?? null,
    published,
    abstract: abstractText(child(article, 'Abstract')),
    language: nodeText(list(article, 'Language')[0]) || null,
    doi,
    pmcid,
    url: `https://pubmed.ncbi.nlm.nih.gov/${pmid}/`,
    full_text_url: fullText,
  };
}

function authorName(author: unknown): string {
  const collective = nodeText(value(author, 'CollectiveName'));
  if (collective) return collective;
  const last = nodeText(value(author, 'LastName'));
  const initials = nodeText(value(author, 'Initials')) || nodeText(value(author, 'ForeName'));
  return [last, initials].filter(Boolean).join(' ');
}

function abstractText(abstract: XmlNode | undefined): string | null {
  const parts = list(abstract, 'AbstractText').map((part) => {
    const text = nodeText(part);
    const label = attr(part, 'Label');
    return label && text ? `${label}: ${text}` : text;
  });
  const joined = parts.filter(Boolean).join('\n\n');
  return joined || null;
}
