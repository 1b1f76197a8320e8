import type { LiteratureDatabase, MonitoredSource } from '@vigila/domain';
import { IBECS_MAX_RECORDS } from '../../connectors/ibecs/index.ts';
import { PUBMED_MAX_RECORDS } from '../../connectors/pubmed/index.ts';
import { describeConnectorFailure, type ConnectorFailure } from './connector-error-text.ts';
import { amazonRecords, instagramRecords } from './records/apify-records.ts';
import { literatureRecord } from './records/literature-records.ts';
import type { FetchedRecords } from './records/source-record.ts';
import { youtubeRecords } from './records/youtube-records.ts';
import type { SourceConnectors } from './sources.deps.ts';

export interface SyncTarget {
  source: MonitoredSource;
  key: string;
  /** Literature: the databases to search. */
  databases: LiteratureDatabase[];
}

export type FetchOutcome = { ok: true; fetched: FetchedRecords } | { ok: false; failure: ConnectorFailure };

const SERVICE_NAME: Record<MonitoredSource | LiteratureDatabase, string> = {
  instagram: 'Instagram',
  youtube: 'YouTube',
  amazon: 'Amazon',
  literature: 'Literature',
  pubmed: 'PubMed',
  ibecs: 'IBECS',
};

/** Why a connector cannot run on this server, for people; null when it can. */
export function missingCredential(
  connectors: SourceConnectors,
  source: MonitoredSource | LiteratureDatabase,
): string | null {
  switch (source) {
    case 'youtube':
      return connectors.youtube ? null : 'YouTube is not set up on this server: YOUTUBE_API_KEY is not set';
    case 'ibecs':
      return connectors.ibecs ? null : 'IBECS search is not set up on this server: IBECS_API_KEY is not set';
    case 'instagram':
    case 'amazon':
      return connectors.apify
        ? null
        : `${SERVICE_NAME[source]} is not set up on this server: APIFY_TOKEN is not set`;
    case 'pubmed':
    case 'literature':
      return null; // PubMed needs no key
  }
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
      if (!connectors.ibecs) throw new Error('IBECS is not set up'); // readLiterature checked it first
      const result = await connectors.ibecs.searchIbecs(term);
      const records = result.articles.map((article) => literatureRecord(article, term, 'ibecs', now));
      const warnings = [...result.warnings, ...capWarning('IBECS', result.total, IBECS_MAX_RECORDS)];
      return { records, fetched: records.length, warnings };
    }
  }
}

/** Each database reads at most its cap of a search (PubMed 10,000, IBECS 2,000): said, never done silently. */
function capWarning(service: string, total: number, cap: number): string[] {
  return total > cap ? [`${service} found ${total} articles; only the first ${cap} were read`] : [];
}

/**
 * Literature runs each database on its own: one failing leaves the other's articles, with the failure as a warning;
 * all failing fails the sync.
 */
async function readLiterature(
  connectors: SourceConnectors,
  target: SyncTarget,
  now: Date,
): Promise<FetchOutcome> {
  const merged: FetchedRecords = { records: [], fetched: 0, warnings: [] };
  const failures: string[] = [];
  for (const database of target.databases) {
    const missing = missingCredential(connectors, database);
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
      failures.push(describeConnectorFailure(SERVICE_NAME[database], target.key, error).message);
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

/** Reads everything the source has now. Never throws for a connector failure: it is the outcome. */
export async function fetchSourceRecords(
  connectors: SourceConnectors,
  target: SyncTarget,
  now: Date,
): Promise<FetchOutcome> {
  if (target.source === 'literature') return readLiterature(connectors, target, now);
  const notSetUp = (): FetchOutcome => ({
    ok: false,
    failure: { message: missingCredential(connectors, target.source) ?? 'Not set up', notFound: false },
  });
  try {
    switch (target.source) {
      case 'youtube': {
        if (!connectors.youtube) return notSetUp();
        const result = await connectors.youtube.fetchChannelComments(target.key);
        return { ok: true, fetched: youtubeRecords(target.key, result, now) };
      }
      case 'instagram': {
        if (!connectors.apify) return notSetUp();
        const result = await connectors.apify.scrapeInstagramComments(target.key);
        return { ok: true, fetched: instagramRecords(target.key, result, now) };
      }
      case 'amazon': {
        if (!connectors.apify) return notSetUp();
        const result = await connectors.apify.loadAmazonReviews(target.key);
        return { ok: true, fetched: amazonRecords(target.key, result, now) };
      }
    }
  } catch (error) {
    return { ok: false, failure: describeConnectorFailure(SERVICE_NAME[target.source], target.key, error) };
  }
}
