import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../http/index.ts';
import { createPubMedClient, type PubMedClientOptions } from './pubmed-client.ts';
import { PubMedError } from './pubmed-error.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../test/fixtures/pubmed/${name}`, import.meta.url), 'utf8');
const twoArticles = fixture('biopython-pubmed1.xml');
const history = (count: number) =>
  `<eSearchResult><Count>${count}</Count><RetMax>0</RetMax><RetStart>0</RetStart><QueryKey>1</QueryKey><WebEnv>MCID_test</WebEnv><IdList/></eSearchResult>`;

type Reply = (res: ServerResponse) => void;
const xml =
  (body: string, status = 200, headers: Record<string, string> = {}): Reply =>
  (res) =>
    res.writeHead(status, { 'content-type': 'text/xml', ...headers }).end(body);

/** Replays E-utilities answers: one scripted reply per request, in order; records what was asked. */
let server: Server;
let baseUrl = '';
let script: Reply[] = [];
let seen: URL[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(new URL(req.url ?? '/', 'http://replay'));
    (script.shift() ?? xml('no reply scripted', 599))(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/entrez/eutils/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  script = [];
  seen = [];
});

function client(extra: Omit<PubMedClientOptions, 'baseUrl' | 'http'> = {}, maxRetries = 2) {
  const waits: number[] = [];
  const sleep = (ms: number) => {
    waits.push(ms);
    return Promise.resolve();
  };
  return {
    pubmed: createPubMedClient({ baseUrl, ...extra, http: { sleep, maxRetries, random: () => 1 } }),
    waits,
  };
}

describe('searchPubMed', () => {
  it('searches with the history server, then pages efetch in batches of 200', async () => {
    script = [xml(history(450)), xml(twoArticles), xml(twoArticles), xml(twoArticles)];
    const { pubmed } = client({ apiKey: 'k3y', tool: 'vigila' });
    const result = await pubmed.searchPubMed('asthma[mh]');
    expect(result.total).toBe(450);
    expect(result.requests).toBe(4);
    expect(result.articles.map((a) => a.pmid)).toEqual(Array(3).fill(['12091962', '9997']).flat());
    const [search, ...fetches] = seen;
    expect(search?.pathname).toBe('/entrez/eutils/esearch.fcgi');
    expect(Object.fromEntries(search?.searchParams ?? [])).toMatchObject({
      ...{ db: 'pubmed', term: 'asthma[mh]', usehistory: 'y', api_key: 'k3y', tool: 'vigila' },
    });
    expect(
      fetches.map((u) => [u.pathname, u.searchParams.get('retstart'), u.searchParams.get('retmax')]),
    ).toEqual([
      ['/entrez/eutils/efetch.fcgi', '0', '200'],
      ['/entrez/eutils/efetch.fcgi', '200', '200'],
      ['/entrez/eutils/efetch.fcgi', '400', '50'],
    ]);
    expect(fetches[0]?.searchParams.get('WebEnv')).toBe('MCID_test');
    expect(fetches[0]?.searchParams.get('query_key')).toBe('1');
    expect(fetches[0]?.searchParams.get('retmode')).toBe('xml');
  });

  it('takes 1 esearch + 5 efetch for 1,000 articles', async () => {
    script = [xml(history(5000)), ...Array.from({ length: 5 }, () => xml(twoArticles))];
    const { pubmed } = client();
    const result = await pubmed.searchPubMed('cancer', { maxResults: 1000 });
    expect(result.requests).toBe(6);
    expect(seen.at(-1)?.searchParams.get('retstart')).toBe('800');
  });

  it('spaces requests by the published rate: 3/s without a key, 10/s with one', async () => {
    script = [xml(history(2)), xml(twoArticles)];
    const anonymous = client();
    await anonymous.pubmed.searchPubMed('x');
    expect(Math.max(...anonymous.waits)).toBeGreaterThan(250);
    expect(Math.max(...anonymous.waits)).toBeLessThanOrEqual(334);
    script = [xml(history(2)), xml(twoArticles)];
    const keyed = client({ apiKey: 'k' });
    await keyed.pubmed.searchPubMed('x');
    expect(Math.max(...keyed.waits)).toBeLessThanOrEqual(100);
  });

  it('returns an empty result after one call when nothing matches', async () => {
    script = [xml(fixture('biopython-esearch8.xml'))];
    const result = await client().pubmed.searchPubMed('abcXYZ');
    expect(result).toEqual({ total: 0, articles: [], requests: 1 });
  });

  it('waits out a 429 with Retry-After, then continues', async () => {
    script = [
      xml('{"error":"API rate limit exceeded"}', 429, { 'retry-after': '2' }),
      xml(history(2)),
      xml(twoArticles),
    ];
    const { pubmed, waits } = client();
    const result = await pubmed.searchPubMed('x');
    expect(result.articles).toHaveLength(2);
    expect(Math.max(...waits)).toBeGreaterThan(1500);
  });

  it('gives a 500 after the retries and a 403 at once as HttpError', async () => {
    script = [xml('<html>Internal error</html>', 500), xml('<html>Internal error</html>', 500)];
    const failing = client({}, 1).pubmed.searchPubMed('x');
    await expect(failing).rejects.toMatchObject({ name: 'HttpError', status: 500, attempts: 2 });
    script = [xml('{"error":"API key invalid"}', 403)];
    const forbidden = client({ apiKey: 'bad' }).pubmed.searchPubMed('x');
    await expect(forbidden).rejects.toBeInstanceOf(HttpError);
    expect(seen).toHaveLength(3);
  });

  it('reports an HTML page or an ERROR element as PubMedError, not as no results', async () => {
    script = [xml(history(2)), xml(fixture('biopython-pubmed3.html'), 200, { 'content-type': 'text/html' })];
    await expect(client().pubmed.searchPubMed('x')).rejects.toBeInstanceOf(PubMedError);
    script = [xml('<eSearchResult><ERROR>Empty term and query_key - nothing todo</ERROR></eSearchResult>')];
    await expect(client().pubmed.searchPubMed('')).rejects.toThrow(/nothing todo/);
  });
});
