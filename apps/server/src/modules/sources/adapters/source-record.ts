import type { NewItem } from '../../items/index.ts';

/** An item read from an outside service, before it is given to an organisation (ingestItems adds orgId). */
export type SourceRecord = Omit<NewItem, 'orgId'>;

/** What one connector run read: the records, the count the service returned, and what it could not read. */
export interface FetchedRecords {
  records: SourceRecord[];
  /** Records the service returned (before duplicates within the run are merged by ingestion). */
  fetched: number;
  /** Parts that could not be read, for people (they turn the sync 'partial'). */
  warnings: string[];
  /** Amazon: the product name the store shows, when the connector read one. */
  productName?: string | null;
}

/** A date the service gave, or null when it gave none or one that cannot be read. */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
