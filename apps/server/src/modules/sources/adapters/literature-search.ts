import type { LiteratureDatabase } from '@vigila/domain';
import { IBECS_MAX_RECORDS } from '../../../connectors/ibecs/index.ts';
import { PUBMED_MAX_RECORDS } from '../../../connectors/pubmed/index.ts';
import { describeConnectorFailure } from '../connector-error-text.ts';
import type { SourceConnectors } from '../sources.deps.ts';
import { literatureRecord } from './literature-record.ts';
import { notSetUp, type FetchOutcome, type SyncTarget } from './source-adapter.ts';
import type { FetchedRecords } from './source-record.ts';

export const DATABASE_NAME: Record<LiteratureDatabase, string> = { pubmed: 'PubMed', ibecs: 'IBECS' };

/** Why a database cannot be searched on this server; null when it can (PubMed needs no key). */
export function missingDatabase(connectors: SourceConnectors, database: LiteratureDatabase): string | null {
  switch (database) {
    case 'pubmed':
      return null;
    case 'ibecs':
      return connectors.ibecs ? null : notSetUp('IBECS search', 'IBECS_API_KEY');
  }
}

/** Each database reads at most its cap of a search (PubMed 10,000, IBECS 2,000): said, never done silently. */
function capWarning(service: string, total: number, cap: number): string[] {
  return total > cap ? [`${service} found ${total} articles; only the first ${cap} were read`] : [];
}

async function readDatabase(
  connectors: SourceConnectors,
  database: LiteratureDatabase,
  term: string,
  now: Date,
): Promise<FetchedRecords> {
  switch (database) {
    case 'pubmed': {
      const result = await connectors.pubmed.searchPubMed(term);
      const records = result.articles.map((article) =>
        literatureRecord({ ...article, id: article.pmid }, term, 'pubmed', now),
      );
      return {
        records,
        fetched: records.length,
        warnings: capWarning('PubMed', result.total, PUBMED_MAX_RECORDS),
      };
    }
    case 'ibecs': {
      if (!connectors.ibecs) throw new Error('IBECS is not set up'); // searchLiterature checked it first
      const result = await connectors.ibecs.searchIbecs(term);
      const records = result.articles.map((article) => literatureRecord(article, term, 'ibecs', now));
      const warnings = [...result.warnings, ...capWarning('IBECS', result.total, IBECS_MAX_RECORDS)];
      return { records, fetched: records.length, warnings };
    }
  }
}

/**
 * Literature runs each database on its own: one failing leaves the other's articles, with the failure as a warning;
 * all failing fails the sync.
 */
export async function searchLiterature(
  connectors: SourceConnectors,
  target: SyncTarget,
  now: Date,
): Promise<FetchOutcome> {
  const merged: FetchedRecords = { records: [], fetched: 0, warnings: [] };
  const failures: string[] = [];
  for (const database of target.databases) {
    const missing = missingDatabase(connectors, database);
    if (missing) {
      failures.push(missing);
      continue;
    }
    try {
      const read = await readDatabase(connectors, database, target.key, now);
      merged.records.push(...read.records);
      merged.fetched += read.fetched;
      merged.warnings.push(...read.warnings);
    } catch (error) {
      failures.push(describeConnectorFailure(DATABASE_NAME[database], target.key, error).message);
    }
  }
  if (failures.length === target.databases.length) {
    return {
      ok: false,
      failure: { message: failures.join('; ') || 'No database to search', notFound: false },
    };
  }
  merged.warnings.push(...failures);
  return { ok: true, fetched: merged };
}
