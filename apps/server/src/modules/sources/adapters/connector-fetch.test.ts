import { describe, expect, it } from 'vitest';
import type { YoutubeClient } from '../../../connectors/youtube/index.ts';
import type { SourceConnectors } from '../sources.deps.ts';
import { connectorFetch } from './connector-fetch.ts';

const target = { key: 'pharma', databases: [] };
const now = new Date('2025-01-02T03:04:05Z');

const counted = connectorFetch({
  service: 'YouTube',
  connector: 'youtube',
  read: (_client, key) => Promise.resolve([`${key}-1`, `${key}-2`]),
  records: (key, ids: string[], at) => ({
    records: ids.map((id) => ({
      source: 'youtube' as const,
      sourceKey: key,
      externalId: id,
      text: id,
      publishedAt: at,
      data: {},
    })),
    fetched: ids.length,
    warnings: [],
  }),
});

const without = { pubmed: {}, ibecs: null, youtube: null, apify: null } as unknown as SourceConnectors;
const withYoutube = { ...without, youtube: {} as YoutubeClient };

describe('connectorFetch', () => {
  it('names the variable the connector lacks, and nothing once it is set', () => {
    expect(counted.missingCredential(without, [])).toBe(
      'YouTube is not set up on this server: YOUTUBE_API_KEY is not set',
    );
    expect(counted.missingCredential(withYoutube, [])).toBeNull();
  });

  it("reads the key through the connector and maps the answer to the source's records", async () => {
    const outcome = await counted.fetch(withYoutube, target, now);
    if (!outcome.ok) throw new Error('expected records');
    expect(outcome.fetched.records.map((record) => [record.sourceKey, record.externalId])).toEqual([
      ['pharma', 'pharma-1'],
      ['pharma', 'pharma-2'],
    ]);
    expect(outcome.fetched.records[0]?.publishedAt).toBe(now);
    expect(outcome.fetched.fetched).toBe(2);
  });

  it('throws when asked to fetch without its connector (the sync checks the credential first)', async () => {
    await expect(counted.fetch(without, target, now)).rejects.toThrow('YouTube is not set up');
  });
});
