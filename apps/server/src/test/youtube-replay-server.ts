import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { listenLocally } from './listen-locally.ts';

export interface YoutubeReplayResponse {
  status: number;
  headers?: Record<string, string>;
  body: string;
}

export interface YoutubeReplayRequest {
  /** The resource after the base, e.g. 'commentThreads'. */
  resource: string;
  query: URLSearchParams;
}

export type YoutubeReplayHandler = (request: YoutubeReplayRequest) => YoutubeReplayResponse;

export interface YoutubeReplayServer {
  /** The API base to give the client as baseUrl (…/youtube/v3). */
  baseUrl: string;
  requests: YoutubeReplayRequest[];
  close(): Promise<void>;
}

/** A recorded body from fixtures/youtube/, answered as JSON. */
export function youtubeFixture(name: string, status = 200): YoutubeReplayResponse {
  const body = readFileSync(new URL(`./fixtures/youtube/${name}`, import.meta.url), 'utf8');
  return { status, headers: { 'content-type': 'application/json' }, body };
}

/** A local stand-in for the YouTube Data API v3: the handler answers each GET from its resource and query. */
export async function startYoutubeReplayServer(handler: YoutubeReplayHandler): Promise<YoutubeReplayServer> {
  const requests: YoutubeReplayRequest[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://replay');
    const request = { resource: url.pathname.replace(/^\/youtube\/v3\//, ''), query: url.searchParams };
    requests.push(request);
    const answer = handler(request);
    res.writeHead(answer.status, answer.headers).end(answer.body);
  });
  const { origin, close } = await listenLocally(server);
  return { baseUrl: `${origin}/youtube/v3`, requests, close };
}
