import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { listenLocally } from './listen-locally.ts';

export interface IbecsReplayResponse {
  status: number;
  headers?: Record<string, string>;
  body: string;
}

export interface IbecsReplayRequest {
  /** The path after the host, e.g. '/portal/v1/search/'. */
  path: string;
  query: URLSearchParams;
  /** The `apikey` header the client sent, or null. */
  apiKey: string | null;
}

export type IbecsReplayHandler = (request: IbecsReplayRequest) => IbecsReplayResponse;

export interface IbecsReplayServer {
  /** The API base to give the client as baseUrl (…/portal/v1/search/). */
  baseUrl: string;
  requests: IbecsReplayRequest[];
  close(): Promise<void>;
}

/** A written body from fixtures/ibecs/ (see its SOURCES.md); .html files are answered as text/html. */
export function ibecsFixture(name: string, status = 200): IbecsReplayResponse {
  const body = readFileSync(new URL(`./fixtures/ibecs/${name}`, import.meta.url), 'utf8');
  const type = name.endsWith('.html') ? 'text/html; charset=utf-8' : 'application/json';
  return { status, headers: { 'content-type': type }, body };
}

/**
 * The happy path for any term: page 1 (100 records) at start=0, page 2 (the last 4) at start=100, nothing
 * beyond — and the API's 401 when the request carries no key.
 */
export const defaultIbecsHandler: IbecsReplayHandler = ({ query, apiKey }) => {
  if (!apiKey) return ibecsFixture('error-invalid-apikey.json', 401);
  const start = Number(query.get('start') ?? '0');
  if (start === 0) return ibecsFixture('search-page-1.json');
  if (start === 100) return ibecsFixture('search-page-2.json');
  const past = JSON.stringify({ diaServerResponse: [{ response: { numFound: 104, start, docs: [] } }] });
  return { status: 200, headers: { 'content-type': 'application/json' }, body: past };
};

/** A local stand-in for the BVS search API: the handler answers each GET from its path, query and key. */
export async function startIbecsReplayServer(
  handler: IbecsReplayHandler = defaultIbecsHandler,
  /** 0 picks a free port; the e2e journeys use a fixed one. */
  listenPort = 0,
): Promise<IbecsReplayServer> {
  const requests: IbecsReplayRequest[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://replay');
    const apiKey = req.headers.apikey;
    const request = {
      path: url.pathname,
      query: url.searchParams,
      apiKey: typeof apiKey === 'string' ? apiKey : null,
    };
    requests.push(request);
    const answer = handler(request);
    res.writeHead(answer.status, answer.headers).end(answer.body);
  });
  const { origin, close } = await listenLocally(server, listenPort);
  return { baseUrl: `${origin}/portal/v1/search/`, requests, close };
}
