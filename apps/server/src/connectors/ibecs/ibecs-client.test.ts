import { afterEach, describe, expect, it } from 'vitest';
import {
  defaultIbecsHandler,
  ibecsFixture,
  startIbecsReplayServer,
  type IbecsReplayHandler,
  type IbecsReplayServer,
} from '../../test/ibecs-replay-server.ts';
import { instantRetries } from '../../test/instant-retries.ts';
import { createIbecsClient, IBECS_FILTER } from './ibecs-client.ts';
import { IbecsError } from './ibecs-error.ts';

let server: IbecsReplayServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientFor(handler: IbecsReplayHandler, apiKey = 'test-bvs-key') {
  server = await startIbecsReplayServer(handler);
  const { waits, http } = instantRetries();
  return { client: createIbecsClient({ apiKey, baseUrl: server.baseUrl, http }), server, waits };
}

const json = (value: unknown, status = 200) => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(value),
});
const page = (numFound: number, start: number, docs: unknown[]) =>
  json({ diaServerResponse: [{ response: { numFound, start, docs } }] });

describe('IBECS client against a replay server', () => {
  it('pages to the end: two pages of the BVS search filtered to IBECS from 2024', async () => {
    const { client, server } = await clientFor(defaultIbecsHandler);
    const result = await client.searchIbecs('farmacovigilancia');
    expect(result.total).toBe(104);
    expect(result.requests).toBe(2);
    expect(result.articles).toHaveLength(104);
    expect(result.warnings).toEqual([]);
    expect(new Set(result.articles.map((a) => a.id)).size).toBe(104);
    const [first, second] = server.requests;
    expect(first?.path).toBe('/portal/v1/search/');
    expect(first?.apiKey).toBe('test-bvs-key');
    expect(Object.fromEntries(first?.query ?? [])).toEqual({
      q: 'farmacovigilancia',
      fq: 'db:"IBECS" AND year_cluster:[2024 TO *]',
      count: '100',
      start: '0',
      lang: 'es',
    });
    expect(second?.query.get('start')).toBe('100');
    expect(second?.query.get('fq')).toBe(IBECS_FILTER);
    const caseReport = result.articles.find((a) => a.id === 'ibc-231877');
    expect(caseReport?.title).toBe(
      'Hepatitis colestásica por amoxicilina-clavulánico: a propósito de un caso',
    );
    expect(caseReport?.abstract).toMatch(/hepatotoxicidad colestásica por amoxicilina-clavulánico/);
    expect(caseReport?.full_text_url).toEqual(['https://doi.org/10.1016/j.gastrohep.2024.02.011']);
  });

  it('stops at maxResults without reading further pages', async () => {
    const { client, server } = await clientFor(defaultIbecsHandler);
    const result = await client.searchIbecs('farmacovigilancia', { maxResults: 30 });
    expect(result.articles).toHaveLength(30);
    expect(result.total).toBe(104);
    expect(server.requests).toHaveLength(1);
  });

  it('returns an empty result after one request when nothing matches', async () => {
    const { client } = await clientFor(() => ibecsFixture('search-empty.json'));
    const result = await client.searchIbecs('xyzzy');
    expect(result).toEqual({ total: 0, articles: [], requests: 1, warnings: [] });
  });

  it('caps a broad search at 2,000 records (20 pages)', async () => {
    const docs = (start: number) =>
      Array.from({ length: 100 }, (_, i) => ({ id: `ibc-${start + i}`, ti: 'x' }));
    const { client, server } = await clientFor(({ query }) => {
      const start = Number(query.get('start'));
      return page(5_000, start, docs(start));
    });
    const result = await client.searchIbecs('salud');
    expect(result.total).toBe(5_000);
    expect(result.articles).toHaveLength(2_000);
    expect(server.requests.at(-1)?.query.get('start')).toBe('1900');
  });

  it('reports records without an id, keeps a record seen on two pages once, and stops at an empty page', async () => {
    const { client } = await clientFor(({ query }) => {
      const start = Number(query.get('start'));
      if (start === 0) return page(6, 0, [{ id: 'ibc-1' }, { ti: 'sin id' }, { id: 'ibc-2' }]);
      if (start === 3) return page(6, 3, [{ id: 'ibc-2' }]);
      return page(6, start, []);
    });
    const result = await client.searchIbecs('x');
    expect(result.articles.map((a) => a.id)).toEqual(['ibc-1', 'ibc-2']);
    expect(result.warnings).toEqual(['IBECS record #2 has no id and was left out']);
    expect(result.requests).toBe(3);
  });

  it('waits out a 429 with Retry-After, then continues', async () => {
    let calls = 0;
    const { client, waits } = await clientFor((request) => {
      calls += 1;
      if (calls === 1) return { status: 429, headers: { 'retry-after': '2' }, body: '' };
      return defaultIbecsHandler(request);
    });
    const result = await client.searchIbecs('farmacovigilancia');
    expect(result.articles).toHaveLength(104);
    expect(calls).toBe(3);
    expect(Math.max(...waits)).toBeGreaterThanOrEqual(2000);
  });

  it('gives a 5xx that stays failing as an IbecsError after the retries', async () => {
    const { client, server } = await clientFor(() => ibecsFixture('error-internal.json', 500));
    const error = await client.searchIbecs('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IbecsError);
    expect(error).toMatchObject({ kind: 'unavailable', status: 500 });
    expect(String(error)).toMatch(/try again later/);
    expect(server.requests).toHaveLength(2);
  });

  it('gives a rejected key as kind auth with a clear message, at once', async () => {
    const { client, server } = await clientFor(defaultIbecsHandler, '');
    const error = await client.searchIbecs('x').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'IbecsError', kind: 'auth', status: 401 });
    expect(String(error)).toMatch(/rejected the API key/);
    expect(server.requests).toHaveLength(1);
  });

  it('reports an HTML page or malformed JSON with status 200 as an error, not as no results', async () => {
    const html = await clientFor(() => ({ ...ibecsFixture('error-gateway.html'), status: 200 }));
    await expect(html.client.searchIbecs('x')).rejects.toMatchObject({ kind: 'bad_response' });
    await server?.close();
    const broken = await clientFor(() => ({ status: 200, body: '{"diaServerResponse":[{"resp' }));
    await expect(broken.client.searchIbecs('x')).rejects.toThrow(/unreadable data/);
  });
});
