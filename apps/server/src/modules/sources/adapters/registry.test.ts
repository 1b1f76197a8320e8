import { endpoints, MONITORED_SOURCES, type Endpoint } from '@vigila/domain';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../http/app-error.ts';
import { adapterOf, SOURCE_ADAPTERS } from './registry.ts';
import { checkedKey } from './source-adapter.ts';

describe('source adapters', () => {
  it('one per monitored source, in its order, each with its own calls of the endpoint table', () => {
    expect(SOURCE_ADAPTERS.map((adapter) => adapter.source)).toEqual([...MONITORED_SOURCES]);
    const table = new Set<Endpoint>(Object.values(endpoints));
    const calls = SOURCE_ADAPTERS.flatMap((adapter) => [
      ...adapter.add.map((call) => call.endpoint),
      ...(adapter.analyze ? [adapter.analyze.endpoint] : []),
      adapter.remove.endpoint,
    ]);
    expect(calls.every((endpoint) => table.has(endpoint))).toBe(true);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('stores keys normalised and refuses what the service cannot have with the spec words', () => {
    expect(checkedKey(adapterOf('instagram'), 'https://www.instagram.com/Pharma_Co/')).toBe('pharma_co');
    expect(checkedKey(adapterOf('amazon'), ' b08n5wrwnw ')).toBe('B08N5WRWNW');
    expect(checkedKey(adapterOf('literature'), 'ibuprofen and rash')).toBe('ibuprofen AND rash');
    expect(() => checkedKey(adapterOf('instagram'), 'not a handle!')).toThrow(
      new AppError(
        'validation',
        'Invalid Instagram profile: give a handle (letters, digits, dots, underscores) or a profile URL',
      ),
    );
    expect(() => checkedKey(adapterOf('youtube'), '@')).toThrow(
      'Invalid YouTube channel: give its username or handle',
    );
    expect(() => checkedKey(adapterOf('amazon'), 'B0')).toThrow(
      'Invalid ASIN: an ASIN is 10 letters or digits',
    );
  });

  it('refuses dot segments and what the service cannot have before any outside call is made', () => {
    const refused: [string, string, string][] = [
      ['instagram', 'https://www.instagram.com/../../etc/passwd', 'Invalid Instagram profile'],
      ['instagram', 'pharma.', 'Invalid Instagram profile'],
      ['youtube', 'https://www.youtube.com/../../x', 'Invalid YouTube channel'],
      ['youtube', 'a/b', 'Invalid YouTube channel'],
      ['amazon', '../../x', 'Invalid ASIN'],
      ['literature', '..', 'Invalid search term'],
      ['literature', 'aspirin \u202Enir', 'Invalid search term'],
    ];
    for (const [source, typed, error] of refused) {
      expect(() => checkedKey(adapterOf(source as never), typed), `${source} ${typed}`).toThrow(error);
    }
  });

  it('says which credential a connector lacks (PubMed needs none)', () => {
    const none = { pubmed: {}, ibecs: null, youtube: null, apify: null } as never;
    expect(adapterOf('instagram').missingCredential(none, [])).toBe(
      'Instagram is not set up on this server: APIFY_TOKEN is not set',
    );
    expect(adapterOf('youtube').missingCredential(none, [])).toBe(
      'YouTube is not set up on this server: YOUTUBE_API_KEY is not set',
    );
    expect(adapterOf('literature').missingCredential(none, ['pubmed'])).toBeNull();
    expect(adapterOf('literature').missingCredential(none, ['pubmed', 'ibecs'])).toBe(
      'IBECS search is not set up on this server: IBECS_API_KEY is not set',
    );
  });
});
