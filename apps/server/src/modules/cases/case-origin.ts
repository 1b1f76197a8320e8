import type { CreateCaseRequest } from '@vigila/domain';
import { dataNumber, dataString, dataStrings, type ItemRow } from '../items/index.ts';

/** The three list fields a case takes from its source item (SPEC §3 "Case creation payload"). */
export interface CaseOrigin {
  comment: string;
  username: string;
  publishedAt: Date;
}

export const UNKNOWN_USERNAME = 'Unknown';

interface StoredOrigin {
  comment: string | null;
  username: string | null;
  publishedAt: Date | null;
}

const filled = (text: string | null | undefined): string | null =>
  text === null || text === undefined || text.trim() === '' ? null : text;

function parseDate(text: string | null | undefined): Date | null {
  if (!filled(text)) return null;
  const date = new Date(text as string);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A literature article's year as a date: 1 January of that year (UTC). */
function yearDate(year: number | null): Date | null {
  return year === null || !Number.isInteger(year) ? null : new Date(Date.UTC(year, 0, 1));
}

/** SPEC §7 per source: what the Convert to Case button of each source's detail screen sends, read from the item. */
function storedOrigin(item: ItemRow): StoredOrigin {
  switch (item.source) {
    case 'literature': {
      const authors = dataStrings(item, 'authors');
      return {
        comment: filled(dataString(item, 'abstract')),
        username: authors.length > 0 ? authors.join(', ') : filled(item.author),
        publishedAt: yearDate(dataNumber(item, 'year')),
      };
    }
    case 'recording':
      return {
        comment: filled(item.summary) ?? filled(item.text),
        username: filled(dataString(item, 'uploaded_by')) ?? filled(item.author),
        publishedAt: item.publishedAt,
      };
    case 'amazon':
      return {
        comment: filled(item.text),
        username: filled(item.author),
        publishedAt: parseDate(dataString(item, 'review_date')) ?? item.publishedAt,
      };
    default:
      // email: body, sender address, e-mail date; instagram and youtube: text, author, published date.
      return { comment: filled(item.text), username: filled(item.author), publishedAt: item.publishedAt };
  }
}

/**
 * The stored item decides (docs/decisions/0008-cases.md); the client's payload only fills what the item lacks,
 * then 'Unknown' for the username and now for the date, as the spec's clients do.
 */
export function caseOriginOf(item: ItemRow, payload: CreateCaseRequest, now: Date): CaseOrigin {
  const stored = storedOrigin(item);
  return {
    comment: stored.comment ?? filled(payload.comment) ?? '',
    username: stored.username ?? filled(payload.username) ?? UNKNOWN_USERNAME,
    publishedAt: stored.publishedAt ?? parseDate(payload.published_at) ?? now,
  };
}
