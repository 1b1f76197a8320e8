import { publicationDate, type PublicationDate } from '../publication-date.ts';
import { nodeText } from './xml-text.ts';
import { child, value, type XmlNode } from './xml-tree.ts';

// PubDate months are English abbreviations ("Sep") or numbers ("09"); MedlineDate starts with the year and may
// follow it with a month ("1998 Dec-1999 Jan") or a season ("2000 Spring", which is no month).
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function monthOf(text: string): number | null {
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const index = MONTHS.indexOf(text.slice(0, 3).toLowerCase());
  return index < 0 ? null : index + 1;
}

const dayOf = (text: string) => (/^\d{1,2}$/.test(text) ? Number(text) : null);

/** A <Year>/<Month>/<Day> element (PubDate, ArticleDate); null without a year. */
function datePartsOf(node: XmlNode | undefined): PublicationDate | null {
  const year = /\b(\d{4})\b/.exec(nodeText(value(node, 'Year')))?.[1];
  if (!year) return null;
  const month = monthOf(nodeText(value(node, 'Month')));
  return publicationDate(Number(year), month, dayOf(nodeText(value(node, 'Day'))));
}

function medlineDateOf(text: string): PublicationDate | null {
  const [, year, month] = /\b(\d{4})\b(?:\s+([A-Za-z]{3}))?/.exec(text) ?? [];
  return year ? publicationDate(Number(year), month ? monthOf(month) : null) : null;
}

/**
 * The journal issue date, to the day or month when it has them; else MedlineDate ("1998 Dec-1999 Jan" gives
 * December 1998); else the electronic date. The year is the same one the article has always shown.
 */
export function publicationDateOf(article: XmlNode | undefined): PublicationDate | null {
  const pubDate = child(child(child(article, 'Journal'), 'JournalIssue'), 'PubDate');
  return (
    datePartsOf(pubDate) ??
    medlineDateOf(nodeText(value(pubDate, 'MedlineDate'))) ??
    datePartsOf(child(article, 'ArticleDate'))
  );
}
