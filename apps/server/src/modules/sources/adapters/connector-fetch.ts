import type { SourceConnectors } from '../sources.deps.ts';
import { notSetUp, type SourceAdapter } from './source-adapter.ts';
import type { FetchedRecords } from './source-record.ts';

/** Connectors a monitored source reads on its own; the server builds them only when their credential is set. */
type CredentialedConnector = 'youtube' | 'apify';

/** Each one's name for people and the variable that sets it up. */
const CONNECTOR: Record<CredentialedConnector, { name: string; variable: string }> = {
  youtube: { name: 'YouTube', variable: 'YOUTUBE_API_KEY' },
  apify: { name: 'Apify', variable: 'APIFY_TOKEN' },
};

/**
 * The credential check and the fetch of a source that reads a key through one connector (Instagram and Amazon
 * through Apify, YouTube): `read` asks the outside API for everything the key has, `records` turns the answer into
 * the source's records.
 */
export function connectorFetch<C extends CredentialedConnector, R>(source: {
  /** The source in the "not set up" text ("Instagram is not set up on this server: …"). */
  service: string;
  connector: C;
  read(client: NonNullable<SourceConnectors[C]>, key: string): Promise<R>;
  records(key: string, result: R, now: Date): FetchedRecords;
}): Pick<SourceAdapter, 'missingCredential' | 'fetch'> {
  const { name, variable } = CONNECTOR[source.connector];
  return {
    missingCredential: (connectors) =>
      connectors[source.connector] ? null : notSetUp(source.service, variable),
    async fetch(connectors, { key }, now) {
      const client = connectors[source.connector];
      // The sync checked missingCredential first; a thrown error would become the failed outcome.
      if (!client) throw new Error(`${name} is not set up`);
      const result = await source.read(client, key);
      return { ok: true, fetched: source.records(key, result, now) };
    },
  };
}
